import { z } from 'zod';
import { productSchema } from '@shared/schemas/product';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { defineCollection, storedDate, type EntryOf } from './collection';

/** products/{id}: stored as the API shows a product, with its creation date as a date. */
export const products = defineCollection({
  name: 'products',
  schema: productSchema.omit({ id: true }).extend({ createdAt: storedDate }),
});
export type StoredProduct = EntryOf<typeof products>;

/** The `productId` of an input names no product (any more): a 400 at that field. */
export function unknownProductInput(): ApiError {
  const message = 'Dit product bestaat niet (meer).';
  return new ApiError(400, 'ongeldige_invoer', message, { productId: message });
}

/**
 * Which calculator fields a stored product has, read as stored and not through the schema: the
 * start-up seed tops up a catalogue seeded before the calculator (src-server/seed/seed.ts), and
 * a product edited into a shape the schema refuses must not stop the start. `heatPumpFields`
 * are the stored heat-pump fields when they are an object. Null when there is no product.
 */
export async function calculatorFieldsOf(
  storage: Storage,
  id: string,
): Promise<{
  hasHeatPump: boolean;
  heatPumpFields: Record<string, unknown> | undefined;
  hasAccessory: boolean;
  hasFitsWith: boolean;
} | null> {
  const stored = await storage.get(products.name, id);
  if (!stored) return null;
  const { heatPump, accessory, fitsWith } = stored;
  const fields = z.record(z.string(), z.unknown()).safeParse(heatPump);
  return {
    hasHeatPump: heatPump !== undefined,
    heatPumpFields: fields.success ? fields.data : undefined,
    hasAccessory: accessory !== undefined,
    hasFitsWith: fitsWith !== undefined,
  };
}
