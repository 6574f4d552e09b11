import { z } from 'zod';
import type { Buyer } from '@shared/schemas/order';
import { companies, type StoredCompany } from '../collections/companies';
import type { DocumentReader } from '../collections/collection';
import { personName } from '@shared/domain/display-name';

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

/** The company a profile names, read through its collection; null without one. */
export async function companyOfProfile(
  reader: DocumentReader,
  profile: { companyId?: unknown } | null,
): Promise<StoredCompany | null> {
  const id = profile?.companyId;
  if (typeof id !== 'string') return null;
  return companies.from(reader).get(id);
}

/**
 * The buyer as the profile and their company describe them now: the person from the profile,
 * the firm's name, KvK number and btw-id from the company (from the profile for a user the
 * migration has not reached). Placement stores this in the order; for an order placed before
 * it did, it stands in for the snapshot the order lacks.
 */
export function buyerOf(profile: object | null, company: StoredCompany | null): Buyer {
  const fields = buyerFieldsSchema.parse(profile ?? {});
  const firm = company
    ? { company: company.name, kvkNumber: company.kvkNumber, btwId: company.btwId }
    : fields;
  return {
    name: personName(fields),
    company: firm.company,
    address: fields.address,
    email: fields.email,
    // KvK number and btw-id only where they are known.
    ...(firm.kvkNumber ? { kvkNumber: firm.kvkNumber } : {}),
    ...(firm.btwId ? { btwId: firm.btwId } : {}),
  };
}

/** How a document names the buyer: company and name, else the e-mail address. */
export function buyerLine(buyer: Buyer): string {
  return [buyer.company, buyer.name].filter(Boolean).join(', ') || buyer.email;
}
