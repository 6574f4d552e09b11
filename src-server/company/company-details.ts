import { isoMoment } from '@shared/domain/dates';
import { FOUNDING_ROLE, mayDo } from '@shared/domain/company';
import { DEFAULT_MAIL_ROUTING, type MailRouting } from '@shared/domain/mail-routing';
import {
  EDIT_COMPANY_ACTION,
  MAIL_ROUTING_ACTION,
  type CompanyDetails,
  type CompanyRecord,
} from '@shared/schemas/company';
import type { DocumentOf } from '../collections/collection';
import { companies } from '../collections/companies';
import { users } from '../collections/users';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { type Member, memberOf, memberWhoMay } from '../policy/access';
import { companyFromProfile } from './found';

type Company = DocumentOf<typeof companies>;

/** The firm's record as a member sees it on `/bedrijf` (editing is for eigenaar and inkoper). */
export function companyRecordOf(
  id: string,
  company: Company | null,
  member: Member,
): CompanyRecord {
  return {
    id,
    name: company?.name ?? '',
    legalName: company?.legalName ?? '',
    kvkNumber: company?.kvkNumber ?? '',
    btwId: company?.btwId ?? '',
    billingEmail: company?.billingEmail ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    website: company?.website ?? '',
    iban: company?.iban ?? '',
    visitingAddress: company?.visitingAddress ?? null,
    invoiceAddress: company?.invoiceAddress ?? null,
    deliveryAddresses: company?.deliveryAddresses ?? [],
    mailRouting: company?.mailRouting ?? DEFAULT_MAIL_ROUTING,
    mayEdit: mayDo(member.companyRole, EDIT_COMPANY_ACTION),
  };
}

/**
 * Changes the firm's record in one transaction: the patch `change` makes of it is written over
 * what is stored, so fields it does not name (logo, offerte defaults, discount, delivery
 * addresses) stay. A user the start-up migration has not reached yet first gets the
 * one-person company it would give them.
 */
export async function changeCompany(
  storage: Storage,
  clock: Clock,
  member: Member,
  change: (company: Company) => Partial<Company>,
): Promise<Company> {
  return storage.transaction(async (tx) => {
    const now = clock.now();
    const stored = await companies.in(tx).get(member.companyId);
    const profile = stored ? null : await users.in(tx).get(member.uid);
    let company: Company;
    if (stored) {
      const { id: _id, ...fields } = stored;
      company = fields;
    } else {
      const { id: _id, ...fields } = profile ?? { id: member.uid };
      company = companyFromProfile(fields, {}, now);
      if (profile && !profile.companyId)
        users
          .in(tx)
          .update(member.uid, { companyId: member.companyId, companyRole: FOUNDING_ROLE });
    }
    const next = { ...company, ...change(company) };
    companies.in(tx).set(member.companyId, next);
    return next;
  });
}

export async function companyDetailsOf(storage: Storage, uid: string): Promise<CompanyRecord> {
  const member = await memberOf(storage, uid);
  const company = await companies.on(storage).get(member.companyId);
  return companyRecordOf(member.companyId, company, member);
}

/** `PUT /api/company`: eigenaar or inkoper saves the firm's details. */
export async function updateCompanyDetails(
  storage: Storage,
  clock: Clock,
  uid: string,
  details: CompanyDetails,
): Promise<CompanyRecord> {
  const member = await memberWhoMay(storage, uid, EDIT_COMPANY_ACTION);
  const saved = await changeCompany(storage, clock, member, () => ({
    ...details,
    name: details.name || details.legalName,
    detailsSavedAt: isoMoment(clock.now()),
  }));
  return companyRecordOf(member.companyId, saved, member);
}

/** `PUT /api/company/mail`: an eigenaar chooses who gets which of the firm's e-mails. */
export async function updateMailRouting(
  storage: Storage,
  clock: Clock,
  uid: string,
  mailRouting: MailRouting,
): Promise<CompanyRecord> {
  const member = await memberWhoMay(storage, uid, MAIL_ROUTING_ACTION);
  const saved = await changeCompany(storage, clock, member, () => ({ mailRouting }));
  return companyRecordOf(member.companyId, saved, member);
}
