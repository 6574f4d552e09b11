import { addressFromLine } from '@shared/schemas/postal-address';
import { mayDo } from '@shared/domain/company';
import { isoMoment } from '@shared/domain/dates';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { CUSTOMER_INVOICE_RULES, defaultMailSenderName } from '@shared/domain/customer-invoice';
import { OFFERTE_RULES } from '@shared/domain/offerte';
import type { BusinessDetails, BusinessDetailsUpdate } from '@shared/schemas/business-details';
import { EDIT_COMPANY_ACTION } from '@shared/schemas/company';
import { postalAddressLine } from '@shared/schemas/postal-address';
import type { businessDetails } from '../collections/business-details';
import type { DocumentOf } from '../collections/collection';
import { companies } from '../collections/companies';
import { users } from '../collections/users';
import type { InstallerSender } from '../notify/notify';
import { storeUpload } from '../uploads/uploads';
import { type Member, memberOf, memberWhoMay } from '../policy/access';
import { changeCompany } from '../company/company-details';
import type { Clock } from '../env';
import type { FileStore } from '../files/port';
import type { Storage } from '../storage/port';

/** The firm's details as its offertes, invoices and mails to clients use them. */
export type StoredDetails = DocumentOf<typeof businessDetails> & {
  depositPercent: number;
  invoicePrefix: string;
  mailSenderName: string;
};

/**
 * `Bedrijfsgegevens` for the company's offertes: a view of the company record (docs/domain-rules.md,
 * "The firm as a party"), no store of its own. What the firm left empty comes from what the
 * portal knows: the phone and e-mail of the member asking.
 */
export async function detailsOfCompany(storage: Storage, member: Member): Promise<StoredDetails> {
  const [company, user] = await Promise.all([
    companies.on(storage).get(member.companyId),
    users.on(storage).get(member.uid),
  ]);
  const address = company?.visitingAddress ?? company?.invoiceAddress;
  return {
    tradeName: company?.name ?? user?.company ?? '',
    address: address ? postalAddressLine(address) : (user?.address ?? ''),
    kvkNumber: company?.kvkNumber ?? '',
    btwId: company?.btwId ?? '',
    iban: company?.iban ?? '',
    phone: company?.phone || user?.phone || '',
    email: company?.email || user?.email || '',
    website: company?.website ?? '',
    marginPercent: company?.marginPercent ?? OFFERTE_RULES.defaultMarginPercent,
    hourlyRateCents: company?.hourlyRateCents ?? OFFERTE_RULES.defaultHourlyRateCents,
    validityDays: company?.validityDays ?? OFFERTE_RULES.defaultValidityDays,
    terms: company?.terms ?? '',
    depositPercent: company?.depositPercent ?? CUSTOMER_INVOICE_RULES.defaultDepositPercent,
    invoicePrefix: company?.invoicePrefix ?? '',
    mailSenderName: company?.mailSenderName ?? '',
    ...(company?.logoPath ? { logoPath: company.logoPath } : {}),
    updatedAt: company?.detailsSavedAt ?? isoMoment(new Date(0)),
  };
}

/** The firm as the sender of its mails to clients: its signature and its sender name. */
export function installerSenderOf(details: StoredDetails): InstallerSender {
  return {
    installer: {
      name: details.tradeName || 'Uw installateur',
      address: details.address,
      phone: details.phone ? formatDutchPhone(details.phone) : '',
      email: details.email,
      website: details.website,
      kvkNumber: details.kvkNumber,
      btwId: details.btwId,
    },
    senderName: details.mailSenderName || defaultMailSenderName(details.tradeName),
  };
}

/** The hourly rate the firm saved for its offertes; null while it never saved its details. */
export async function savedHourlyRate(storage: Storage, companyId: string): Promise<number | null> {
  const company = await companies.on(storage).get(companyId);
  return company?.detailsSavedAt ? company.hourlyRateCents : null;
}

const logoUrl = (path: string | undefined) => (path ? `/api/files/${path}` : undefined);

function answer(details: StoredDetails, member: Member): BusinessDetails {
  const { logoPath, updatedAt: _updated, marginPercent, hourlyRateCents, ...rest } = details;
  const url = logoUrl(logoPath);
  // Offertes, their margin and hourly rate are for who may make them (eigenaar, inkoper);
  // a monteur reads the firm's details without its prices.
  const mayPrice = mayDo(member.companyRole, 'offertes');
  const mayEdit = mayDo(member.companyRole, EDIT_COMPANY_ACTION);
  return {
    ...rest,
    ...(mayPrice ? { marginPercent, hourlyRateCents } : {}),
    ...(url ? { logoUrl: url } : {}),
    mayEdit,
  };
}

export async function businessDetailsOf(storage: Storage, uid: string): Promise<BusinessDetails> {
  const member = await memberOf(storage, uid);
  return answer(await detailsOfCompany(storage, member), member);
}

/**
 * Saves the offerte side of the company record. The one-line address becomes the visiting
 * address (street, postcode, city where it splits; kept whole as the street otherwise).
 */
export async function updateBusinessDetails(
  storage: Storage,
  clock: Clock,
  uid: string,
  update: BusinessDetailsUpdate,
): Promise<BusinessDetails> {
  const member = await memberWhoMay(storage, uid, EDIT_COMPANY_ACTION);
  const { tradeName, address, ...rest } = update;
  await changeCompany(storage, clock, member, (company) => ({
    ...rest,
    name: tradeName || company.name,
    visitingAddress: address
      ? (addressFromLine(address) ?? { street: address, postcode: '', city: '', country: 'NL' })
      : null,
    detailsSavedAt: isoMoment(clock.now()),
  }));
  return businessDetailsOf(storage, uid);
}

/** A new logo (png or jpg, at most 1 MB, checked by its bytes) replaces the old one. */
export async function replaceLogo(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  body: ReadableStream<Uint8Array> | null,
): Promise<BusinessDetails> {
  const member = await memberWhoMay(storage, uid, EDIT_COMPANY_ACTION);
  const { path } = await storeUpload(files, body, 'logo');
  let previous: string | undefined;
  await changeCompany(storage, clock, member, (company) => {
    previous = company.logoPath;
    return { logoPath: path };
  });
  if (previous) await files.remove(previous);
  return businessDetailsOf(storage, uid);
}
