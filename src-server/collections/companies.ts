import { z } from 'zod';
import { discountSchema } from '@shared/schemas/discount';
import { defineCollection, storedDate, type EntryOf } from './collection';

const storedAddress = z.object({
  label: z.string().default(''),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
});

/**
 * companies/{id}: a firm (`bedrijf`) and what its members share: name, KvK number, btw-id, the
 * invoice address and the delivery addresses. `discount`, when the back-office sets one, is
 * copied to every member's profile (`memberDiscount` in @shared/domain/company).
 */
export const companies = defineCollection({
  name: 'companies',
  schema: z.object({
    name: z.string(),
    kvkNumber: z.string().default(''),
    btwId: z.string().default(''),
    invoiceAddress: z.string().default(''),
    deliveryAddresses: z.array(storedAddress).default([]),
    discount: discountSchema.optional(),
    createdAt: storedDate,
  }),
});
export type StoredCompany = EntryOf<typeof companies>;

/** The id of the one-person company a user without one gets (the migration, a new account). */
export const ownCompanyId = (uid: string): string => `bedrijf-${uid}`;
