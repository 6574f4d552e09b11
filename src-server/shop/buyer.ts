import { z } from 'zod';
import type { Buyer } from '@shared/schemas/order';
import type { StoredUser } from '../collections/users';

const text = z.string().trim().catch('');

/** The profile fields a buyer snapshot takes; anything missing or malformed reads as empty. */
const buyerFieldsSchema = z.object({
  firstName: text.default(''),
  lastName: text.default(''),
  company: text.default(''),
  address: text.default(''),
  email: text.default(''),
  kvkNumber: text.optional(),
  btwId: text.optional(),
});

/**
 * The buyer as the profile describes them now. Placement stores this in the order; for an
 * order placed before it did, it stands in for the snapshot the order lacks.
 */
export function buyerOf(profile: StoredUser | null): Buyer {
  const fields = buyerFieldsSchema.parse(profile ?? {});
  return {
    name: [fields.firstName, fields.lastName].filter(Boolean).join(' '),
    company: fields.company,
    address: fields.address,
    email: fields.email,
    // KvK number and btw-id only where the profile holds them.
    ...(fields.kvkNumber ? { kvkNumber: fields.kvkNumber } : {}),
    ...(fields.btwId ? { btwId: fields.btwId } : {}),
  };
}

/** How a document names the buyer: company and name, else the e-mail address. */
export function buyerLine(buyer: Buyer): string {
  return [buyer.company, buyer.name].filter(Boolean).join(', ') || buyer.email;
}
