import { z } from 'zod';
import { strictObject } from '../contact-fields';
import { DOCUMENT_ID_PATTERN } from '../../domain/ids';
import { ORDER_STATUSES } from '../../domain/rules';
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
  id: z.string(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string(),
});

export const adminOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema,
  /** The company the order belongs to (its placer's). */
  companyId: z.string().optional(),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminStatusChangeSchema = strictObject({
  status: z.enum(ORDER_STATUSES, { error: 'Kies een geldige status.' }),
  trackAndTrace: z
    .string()
    .trim()
    .max(100, { error: 'Een track-and-tracecode heeft hooguit 100 tekens.' })
    .regex(/^[A-Za-z0-9 -]*$/, {
      error: 'Een track-and-tracecode bevat alleen letters en cijfers.',
    })
    .optional(),
});
