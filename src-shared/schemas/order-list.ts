import { z } from 'zod';
import { textFields } from './answer-fields';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../domain/keys';
import { DOCUMENT_ID_PATTERN } from '../domain/ids';
import { OFFERTE_NUMBER_PATTERN } from '../domain/offerte';
import { productSchema } from './product';
import { optionalText, requiredText, strictObject } from './contact-fields';

/** At most this many lines on one order list (a large project, not a catalogue). */
export const ORDER_LIST_MAX_LINES = 200;

const productId = z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Dit product bestaat niet.' });
const clientId = z
  .string()
  .regex(DOCUMENT_ID_PATTERN, { error: 'Deze klant bestaat niet.' })
  .or(z.literal(''))
  .optional();

export const orderListLineInputSchema = strictObject({
  productId,
  quantity: z
    .number()
    .int({ error: 'Geef een geheel aantal.' })
    .min(MIN_LINE_QUANTITY, { error: 'Het aantal moet minstens 1 zijn.' })
    .max(MAX_LINE_QUANTITY, { error: `Hooguit ${MAX_LINE_QUANTITY} per regel.` }),
});

/**
 * The job a list is for, besides its client: where to deliver, the reference and the notes,
 * as the order will carry them (the same limits). Whoever orders the list starts from them.
 */
const jobFields = {
  // No default: under a patch a default would write '' for a field nobody sent.
  address: optionalText(300, { lines: true }).unwrap().optional(),
  reference: optionalText(80).unwrap().optional(),
  notes: optionalText(1000, { lines: true }).unwrap().optional(),
};

/** The job form of a list (`Opdracht`): the three job fields, checked as the server checks them. */
export const listJobSchema = z.object(jobFields);

/** A new order list: the cart's lines under a name, optionally for a client (a project list). */
export const orderListInputSchema = strictObject({
  name: requiredText('een naam', 80),
  clientId,
  ...jobFields,
  /** The accepted offerte the cart came from, kept for whoever orders the list. */
  offerteNumber: z
    .string()
    .regex(OFFERTE_NUMBER_PATTERN, { error: 'Dit offertenummer bestaat niet.' })
    .optional(),
  lines: z
    .array(orderListLineInputSchema)
    .min(1, { error: 'Een bestellijst heeft minstens één regel.' })
    .max(ORDER_LIST_MAX_LINES, { error: `Hooguit ${ORDER_LIST_MAX_LINES} regels per lijst.` }),
});
export type OrderListInput = z.infer<typeof orderListInputSchema>;

/** Renaming a list or changing its client; what is left out stays. */
export const orderListPatchSchema = strictObject({
  name: requiredText('een naam', 80).optional(),
  clientId,
  ...jobFields,
});
export type OrderListPatch = z.infer<typeof orderListPatchSchema>;

/** A list as the overview shows it. */
export const orderListSummarySchema = z.object({
  ...textFields('id', 'name', 'createdByName', 'address', 'reference', 'notes'),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  /** The accepted offerte the list was made from (`Bestellijst maken`), or ''. */
  offerteNumber: z.string(),
  lineCount: z.number().int(),
  ...textFields('createdAt', 'updatedAt'),
});
export type OrderListSummary = z.infer<typeof orderListSummarySchema>;

/** A line with the product as it is now (null: no longer in the catalogue). */
export const orderListLineSchema = z.object({
  ...textFields('productId', 'name', 'modelNumber'),
  quantity: z.number().int(),
  product: productSchema.nullable(),
});
export type OrderListLine = z.infer<typeof orderListLineSchema>;

export const orderListSchema = orderListSummarySchema.extend({
  lines: z.array(orderListLineSchema),
});
export type OrderList = z.infer<typeof orderListSchema>;
