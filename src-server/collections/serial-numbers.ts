import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineCollection, storedDate } from './collection';

/**
 * `serialNumbers/{key}`: one installed unit, by product and serial number, across every
 * company, so a serial number is used once per product and its installation reward is paid
 * once. The document stays when its installation is removed (`installationId` empties): the
 * reward is never paid twice for one serial number.
 */
export const serialNumbers = defineCollection({
  name: 'serialNumbers',
  schema: z.object({
    productId: z.string(),
    serialNumber: z.string(),
    companyId: z.string(),
    clientId: z.string(),
    /** The installation that uses it now; '' once that installation is removed. */
    installationId: z.string(),
    /** The order the unit came from, when registered from one. */
    orderId: z.string().optional(),
    rewarded: z.boolean(),
    createdAt: storedDate,
  }),
});

/** The key of a product's serial number: case and spaces do not make another unit. */
export function serialKey(productId: string, serialNumber: string): string {
  const serial = serialNumber.replace(/\s+/g, '').toUpperCase();
  return createHash('sha256').update(`${productId}\n${serial}`).digest('hex');
}
