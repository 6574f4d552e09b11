import { z } from 'zod';
import { cartJobSchema } from '@shared/cart/cart-schema';
import { defineCollection, storedDate, type EntryOf } from './collection';

/**
 * carts/{uid}: the signed-in user's cart, the one every device and the desktop app merge
 * their copy into (docs/domain-rules.md, "Cart"). Lines keep the base price the user saw;
 * removals are kept a while so they reach copies that were offline. `companyId` is the firm the
 * user was in when the cart was kept: a user who moves to another firm starts empty.
 */
export const carts = defineCollection({
  name: 'carts',
  schema: z.object({
    companyId: z.string(),
    lines: z.array(
      z.object({
        productId: z.string(),
        quantity: z.number().int(),
        price: z.number().int(),
        changedAt: storedDate,
      }),
    ),
    removed: z.array(z.object({ productId: z.string(), changedAt: storedDate })).default([]),
    job: z.object({ at: storedDate, job: cartJobSchema.nullable() }).nullable().default(null),
    updatedAt: storedDate,
  }),
});
export type StoredCart = EntryOf<typeof carts>;
