import { productSchema } from '@shared/schemas/product';
import { defineCollection, storedDate } from './collection';

/** products/{id}: stored as the API shows a product, with its creation date as a date. */
export const products = defineCollection({
  name: 'products',
  schema: productSchema.omit({ id: true }).extend({ createdAt: storedDate }),
});
