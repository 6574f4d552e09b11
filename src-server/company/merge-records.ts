import { isoMoment } from '@shared/domain/dates';
import { firmContactOf } from '@shared/schemas/contact-fields';
import { businessDetails } from '../collections/business-details';
import type { DocumentOf } from '../collections/collection';
import { addressOfLine, companies, type StoredCompany } from '../collections/companies';
import { dealerApplications } from '../collections/inbox';
import { users, type StoredUser } from '../collections/users';
import type { Clock } from '../env';
import type { Storage } from '../storage/port';

type Company = DocumentOf<typeof companies>;
type Details = DocumentOf<typeof businessDetails>;

/** Empty fields of the company that `source` knows; a filled field is never overwritten. */
function fill<K extends keyof Company>(
  company: StoredCompany,
  source: Partial<Record<K, Company[K] | undefined>>,
): Partial<Company> {
  const patch: Partial<Company> = {};
  for (const [key, value] of Object.entries(source) as [K, Company[K] | undefined][]) {
    const current = company[key];
    if (value && (current === '' || current === null || current === undefined)) patch[key] = value;
  }
  return patch;
}

/**
 * What the company's separate business details held: the offerte defaults, terms and logo
 * as they were (the company had none), the identifiers and contact details where the company
 * has none. The trade name the firm chose for its offertes becomes the company's name; the
 * name it had stays as the statutory name when none is known, so nothing is dropped.
 */
function fromDetails(company: StoredCompany, details: Details, now: Date): Partial<Company> {
  const named =
    details.tradeName && details.tradeName !== company.name
      ? { name: details.tradeName, ...(company.legalName ? {} : { legalName: company.name }) }
      : {};
  return {
    ...fill(company, {
      ...firmContactOf(details),
      visitingAddress: addressOfLine(details.address),
    }),
    ...named,
    marginPercent: details.marginPercent,
    hourlyRateCents: details.hourlyRateCents,
    validityDays: details.validityDays,
    terms: details.terms,
    ...(details.logoPath && !company.logoPath ? { logoPath: details.logoPath } : {}),
    ...(details.updatedAt && details.updatedAt > isoMoment(new Date(0))
      ? { detailsSavedAt: details.updatedAt }
      : {}),
    businessDetailsMergedAt: isoMoment(now),
  };
}

/** What the eigenaars' profiles and approved dealer applications say of the firm. */
async function fromPeople(
  storage: Storage,
  company: StoredCompany,
  owners: StoredUser[],
): Promise<Partial<Company>> {
  const owner = owners[0];
  const applications = await Promise.all(
    owners.map((user) =>
      dealerApplications
        .on(storage)
        .query({ where: [{ field: 'dealerId', op: '==', value: user.id }] }),
    ),
  );
  const application = applications.flat().find((entry) => entry.status === 'goedgekeurd');
  return fill(company, {
    legalName: application?.companyName,
    kvkNumber: application?.kvkNumber,
    btwId: application?.btwId,
    phone: owner?.phone || application?.phone,
    email: owner?.email,
    invoiceAddress: addressOfLine(owner?.address ?? ''),
  });
}

/**
 * Start-up migration to one company record (wave 4): fills each company from its business
 * details, its eigenaars' profiles and their approved dealer applications. Only empty fields
 * are filled and the sources are left as they are, so nothing is lost and a second run (or
 * two at once) changes nothing more. Answers how many companies it changed.
 */
export async function mergeCompanyRecords(storage: Storage, clock: Clock): Promise<number> {
  let changed = 0;
  for (const { id } of await companies.on(storage).query()) {
    const members = await users
      .on(storage)
      .query({ where: [{ field: 'companyId', op: '==', value: id }] });
    const owners = members.filter(
      (user) => (user.companyRole ?? 'eigenaar') === 'eigenaar' && !user.removedFromCompanyAt,
    );
    const known = await companies.on(storage).get(id);
    const outside = known ? await fromPeople(storage, known, owners) : {};
    const done = await storage.transaction(async (tx) => {
      const company = await companies.in(tx).get(id);
      const details = company ? await businessDetails.in(tx).get(id) : null;
      if (!company) return false;
      const merged = details && !company.businessDetailsMergedAt;
      // What the firm typed for its offertes wins over the profile; the statutory name comes
      // from the dealer application where there is one.
      const fromOutside = fill(company, outside);
      const patch = {
        ...fromOutside,
        ...(merged ? fromDetails(company, details, clock.now()) : {}),
        ...(fromOutside.legalName ? { legalName: fromOutside.legalName } : {}),
      };
      if (Object.keys(patch).length === 0) return false;
      companies.in(tx).update(id, patch);
      return true;
    });
    if (done) changed++;
  }
  return changed;
}
