import { z } from 'zod';
import { blankText, defineCollection, storedDate, type EntryOf } from './collection';

/**
 * orderLists/{id}: a company's named list of products and quantities (a saved cart), made by
 * `createdBy`; with a client it is that client's project list. Lines keep the name and model
 * number they had when saved, so a list still reads when a product has left the catalogue.
 */
export const orderLists = defineCollection({
  name: 'orderLists',
  schema: z.object({
    companyId: z.string(),
    createdBy: z.string(),
    createdByName: z.string().default(''),
    name: z.string(),
    clientId: z.string().nullable().default(null),
    clientName: z.string().nullable().default(null),
    /** The job besides the client: delivery address, reference, notes, offerte ('' if none). */
    ...blankText('address', 'reference', 'notes', 'offerteNumber'),
    lines: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        modelNumber: z.string().default(''),
        quantity: z.number().int(),
      }),
    ),
    createdAt: storedDate,
    updatedAt: storedDate,
  }),
});
export type StoredOrderList = EntryOf<typeof orderLists>;
