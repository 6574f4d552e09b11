import { z } from 'zod';
import { QUICK_ORDER_MAX_CODE, QUICK_ORDER_MAX_LINES } from '../domain/keys';
import { productSchema } from './product';
import { strictObject } from './contact-fields';

/** The codes of a quick order, resolved in one request (`POST /api/quick-order/resolve`). */
export const quickOrderRequestSchema = strictObject({
  codes: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'Vul een artikelnummer in.' })
        .max(QUICK_ORDER_MAX_CODE, { error: 'Dit artikelnummer is te lang.' }),
    )
    .min(1, { error: 'Vul minstens één artikelnummer in.' })
    .max(QUICK_ORDER_MAX_LINES, {
      error: `Hooguit ${QUICK_ORDER_MAX_LINES} regels tegelijk. Verdeel de lijst over meer bestellingen.`,
    }),
});
export type QuickOrderRequest = z.infer<typeof quickOrderRequestSchema>;

/** What a suggestion for an unknown code shows. */
export const codeSuggestionSchema = productSchema.pick({ id: true, name: true, modelNumber: true });

/** Per code, in the order asked: the product it names, or the closest model numbers. */
export const quickOrderAnswerSchema = z.object({
  results: z.array(
    z.object({
      code: z.string(),
      product: productSchema.nullable(),
      suggestions: z.array(codeSuggestionSchema),
    }),
  ),
});
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswerSchema>;
