import { mayDo } from '@shared/domain/company';
import { isoMoment } from '@shared/domain/dates';
import type { BusinessDetails, BusinessDetailsUpdate } from '@shared/schemas/business-details';
import { businessDetails } from '../collections/business-details';
import type { DocumentOf } from '../collections/collection';
import { companies } from '../collections/companies';
import { users } from '../collections/users';
import { storeUpload } from '../uploads/uploads';
import { type Member, memberOf, memberWhoMay } from '../policy/access';
import type { Clock } from '../env';
import type { FileStore } from '../files/port';
import type { Storage } from '../storage/port';

type StoredDetails = DocumentOf<typeof businessDetails>;

/**
 * The company's details for its offertes. A company that never filled them in starts from
 * what the portal knows: the company's name, KvK, btw-id and address, the eigenaar's phone
 * and e-mail.
 */
export async function detailsOfCompany(storage: Storage, member: Member): Promise<StoredDetails> {
  const stored = await businessDetails.on(storage).get(member.companyId);
  if (stored) return withoutId(stored);
  const [company, user] = await Promise.all([
    companies.on(storage).get(member.companyId),
    users.on(storage).get(member.uid),
  ]);
  return withoutId(
    businessDetails.decode(member.companyId, {
      tradeName: company?.name ?? user?.company ?? '',
      address: company?.invoiceAddress ?? user?.address ?? '',
      kvkNumber: company?.kvkNumber ?? '',
      btwId: company?.btwId ?? '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
      updatedAt: new Date(0),
    }),
  );
}

function withoutId({ id: _id, ...details }: StoredDetails & { id: string }): StoredDetails {
  return details;
}

const logoUrl = (path: string | undefined) => (path ? `/api/files/${path}` : undefined);

function answer(details: StoredDetails, member: Member): BusinessDetails {
  const { logoPath, updatedAt: _updated, marginPercent, hourlyRateCents, ...rest } = details;
  const url = logoUrl(logoPath);
  // Offertes, their margin and hourly rate are for who may make them (eigenaar, inkoper);
  // a monteur reads the firm's details without its prices.
  const mayEdit = mayDo(member.companyRole, 'offertes');
  return {
    ...rest,
    ...(mayEdit ? { marginPercent, hourlyRateCents } : {}),
    ...(url ? { logoUrl: url } : {}),
    mayEdit,
  };
}

export async function businessDetailsOf(storage: Storage, uid: string): Promise<BusinessDetails> {
  const member = await memberOf(storage, uid);
  return answer(await detailsOfCompany(storage, member), member);
}

export async function updateBusinessDetails(
  storage: Storage,
  clock: Clock,
  uid: string,
  update: BusinessDetailsUpdate,
): Promise<BusinessDetails> {
  const member = await memberWhoMay(storage, uid, 'offertes');
  const current = await detailsOfCompany(storage, member);
  const next: StoredDetails = {
    ...update,
    ...(current.logoPath ? { logoPath: current.logoPath } : {}),
    updatedAt: isoMoment(clock.now()),
  };
  await businessDetails.on(storage).set(member.companyId, next);
  return answer(next, member);
}

/** A new logo (png or jpg, at most 1 MB, checked by its bytes) replaces the old one. */
export async function replaceLogo(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<BusinessDetails> {
  const member = await memberWhoMay(storage, uid, 'offertes');
  const { path } = await storeUpload(files, body, 'logo');
  const current = await detailsOfCompany(storage, member);
  const next = { ...current, logoPath: path, updatedAt: isoMoment(clock.now()) };
  await businessDetails.on(storage).set(member.companyId, next);
  if (current.logoPath) await files.remove(current.logoPath);
  return answer(next, member);
}
