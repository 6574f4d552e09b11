import { z } from 'zod';
import type { Buyer } from '@shared/schemas/order';
import { companies, type StoredCompany } from '../collections/companies';
import type { DocumentReader } from '../collections/collection';
import { presentFields } from '../collections/record-fields';
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
 * The firm as documents address it (docs/domain-rules.md, "The firm as a party"): its names,
 * invoice address, KvK number, btw-id and account from the company record; the person in
 * `buyer` (the orderer) stays as its contact.
 */
export function withFirm(buyer: Buyer, company: StoredCompany | null): Buyer {
  if (!company) return buyer;
  const { kvkNumber: _kvk, btwId: _btw, invoiceAddress: _address, iban: _iban, ...person } = buyer;
  return {
    ...person,
    company: company.name,
    legalName: company.legalName || company.name,
    ...presentFields(company, 'invoiceAddress', 'kvkNumber', 'btwId', 'iban'),
  };
}

/**
 * The buyer as the profile and their company describe them now: the person from the profile,
 * the firm from the company (from the profile for a user the migration has not reached).
 * Placement stores this in the order; for an order placed before it did, it stands in for the
 * snapshot the order lacks.
 */
export function buyerOf(profile: object | null, company: StoredCompany | null): Buyer {
  const fields = buyerFieldsSchema.parse(profile ?? {});
  const person: Buyer = {
    name: personName(fields),
    company: fields.company,
    address: fields.address,
    email: fields.email,
    // KvK number and btw-id only where they are known.
    ...presentFields(fields, 'kvkNumber', 'btwId'),
  };
  return withFirm(person, company);
}

/** How a document names the buyer: company and name, else the e-mail address. */
export function buyerLine(buyer: Buyer): string {
  return [buyer.company, buyer.name].filter(Boolean).join(', ') || buyer.email;
}
