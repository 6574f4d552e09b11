import { z } from 'zod';
import { textFields } from '../answer-fields';
import { strictObject } from '../contact-fields';
import { CARRIERS, trackingCodeProblem } from '../../domain/carriers';
import { DOCUMENT_ID_PATTERN } from '../../domain/ids';
import { MAX_LINE_QUANTITY, ORDER_STATUSES } from '../../domain/rules';
import { orderSchema } from '../order';

const day = z.iso.date({ error: 'Vul een datum in als JJJJ-MM-DD.' });

export const adminOrderQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'Zoek op hooguit 100 tekens.' }).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Onbekende status.' }).optional(),
  van: day.optional(),
  tot: day.optional(),
  klant: z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Ongeldige klant.' }).optional(),
});

export const orderCustomerSchema = z.object({
  ...textFields('id', 'email', 'name', 'company', 'phone'),
});

export const adminOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema,
  /** The company the order belongs to (its placer's). */
  companyId: z.string().optional(),
  /** That company's name, when it still exists. */
  companyName: z.string().optional(),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const trackAndTrace = z
  .string()
  .trim()
  .max(100, { error: 'Een track-and-tracecode heeft hooguit 100 tekens.' })
  .regex(/^[A-Za-z0-9 -]*$/, {
    error: 'Een track-and-tracecode bevat alleen letters en cijfers.',
  });
const carrier = z.enum(CARRIERS, { error: 'Kies een vervoerder uit de lijst.' });

/** The code must fit the chosen carrier's format (src-shared/domain/carriers.ts). */
function codeFitsCarrier(
  change: { carrier?: (typeof CARRIERS)[number] | undefined; trackAndTrace?: string | undefined },
  context: z.RefinementCtx,
) {
  if (!change.carrier || !change.trackAndTrace) return;
  const problem = trackingCodeProblem(change.carrier, change.trackAndTrace);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['trackAndTrace'] });
}

export const adminStatusChangeSchema = strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Kies een geldige status.' }),
  trackAndTrace: trackAndTrace.optional(),
  /** The shipment's carrier: required with `verzonden`. */
  carrier: carrier.optional(),
  /** The lines (and quantities) of this shipment; all that is not yet shipped when absent. */
  lines: z
    .array(
      strictObject({
        productId: z.string().regex(DOCUMENT_ID_PATTERN, { error: 'Onbekende orderregel.' }),
        quantity: z
          .number({ error: 'Vul een aantal in.' })
          .int({ error: 'Vul een heel aantal in.' })
          .min(1, { error: 'Verzend minstens 1 stuk per gekozen regel.' })
          .max(MAX_LINE_QUANTITY, { error: 'Dat aantal is te hoog.' }),
      }),
    )
    .min(1, { error: 'Kies minstens één regel voor deze levering.' })
    .max(200)
    .optional(),
  expectedDeliveryDate: day.optional(),
}).superRefine(codeFitsCarrier);
export type AdminStatusChange = z.infer<typeof adminStatusChangeSchema>;

/** A correction of a shipment's carrier, code or expected day afterwards (audited). */
export const shipmentChangeSchema = strictObject({
  carrier,
  trackAndTrace: trackAndTrace.min(1, { error: 'Vul de track-and-tracecode in.' }),
  expectedDeliveryDate: day.nullable().optional(),
}).superRefine(codeFitsCarrier);
export type ShipmentChange = z.infer<typeof shipmentChangeSchema>;
