import { FOUNDING_ROLE } from '@shared/domain/company';
import { isoMoment } from '@shared/domain/dates';
import type { DocumentOf } from '../collections/collection';
import { companies, ownCompanyId } from '../collections/companies';
import type { StoredUser } from '../collections/users';
import type { StorageTransaction } from '../storage/port';
import { personName } from '@shared/domain/display-name';

/** What a new company may be given at once (a dealer application has all of it). */
export interface CompanyDetails {
  name?: string;
  kvkNumber?: string;
  btwId?: string;
  phone?: string;
}

type Profile = Partial<Omit<StoredUser, 'id'>>;

/** A one-person company from what the profile says of the user's firm. */
export function companyFromProfile(
  profile: Profile,
  details: CompanyDetails,
  at: Date,
): DocumentOf<typeof companies> {
  const personal = personName(profile);
  const { id: _id, ...company } = companies.decode('', {
    name: details.name || profile.company || personal || profile.email || 'Mijn bedrijf',
    legalName: details.name ?? '',
    kvkNumber: details.kvkNumber ?? '',
    btwId: details.btwId ?? '',
    invoiceAddress: profile.address ?? '',
    phone: details.phone ?? profile.phone ?? '',
    deliveryAddresses: profile.deliveryAddresses ?? [],
    createdAt: isoMoment(at),
  });
  return company;
}

/**
 * Founds the user's own company inside the transaction, with the user as its eigenaar, and
 * answers the profile fields that make them a member. The company's id follows from the
 * user's, so founding twice (a migration run twice, at once) writes the one company.
 * It only writes: call it after the transaction's reads.
 */
export function foundCompany(
  tx: StorageTransaction,
  uid: string,
  profile: Profile,
  details: CompanyDetails,
  at: Date,
): Required<Pick<StoredUser, 'companyId' | 'companyRole'>> {
  const id = ownCompanyId(uid);
  companies.in(tx).set(id, companyFromProfile(profile, details, at));
  return { companyId: id, companyRole: FOUNDING_ROLE };
}
