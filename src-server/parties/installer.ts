import { postalAddressLine } from '@shared/schemas/postal-address';
import { formatDutchPhone } from '@shared/domain/contact-details';
import { companies } from '../collections/companies';
import type { DocumentReader } from '../collections/collection';
import { users } from '../collections/users';
import type { InstallerSender } from '../notify/notify';
import { defaultMailSenderName } from '@shared/domain/customer-invoice';

/**
 * The installer as a homeowner meets it on a document or in a mail (docs/domain-rules.md, "The
 * installer's customer channel"): the firm's trade name and contact details from its company
 * record, never the portal's. Where the firm left its phone or e-mail empty, those of `contact`
 * (the member the job belongs to) stand in.
 */
export interface InstallerContact {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  logoPath?: string;
}

export async function installerContact(
  reader: DocumentReader,
  companyId: string,
  contact?: string,
): Promise<InstallerContact> {
  const [company, person] = await Promise.all([
    companies.from(reader).get(companyId),
    contact ? users.from(reader).get(contact) : null,
  ]);
  const address = company?.visitingAddress ?? company?.invoiceAddress;
  return {
    name: company?.name || person?.company || 'Uw installateur',
    address: address ? postalAddressLine(address) : (person?.address ?? ''),
    phone: company?.phone || person?.phone || '',
    email: company?.email || person?.email || '',
    website: company?.website ?? '',
    ...(company?.logoPath ? { logoPath: company.logoPath } : {}),
  };
}

/** The installer's contact as the footer lines of its documents to the homeowner. */
export function installerFooterLines(installer: InstallerContact): string[] {
  const join = (parts: string[]) => parts.filter(Boolean).join(' · ');
  return [
    join([installer.name, installer.address]),
    join([
      installer.phone ? `Tel. ${formatDutchPhone(installer.phone)}` : '',
      installer.email,
      installer.website,
    ]),
  ].filter(Boolean);
}

/**
 * The firm as the sender of a mail to its client (dossier, maintenance reminder): its
 * signature with KvK and btw-id from the company record, and its sender name.
 */
export async function installerSender(
  reader: DocumentReader,
  companyId: string,
  contact?: string,
): Promise<InstallerSender> {
  const [installer, company] = await Promise.all([
    installerContact(reader, companyId, contact),
    companies.from(reader).get(companyId),
  ]);
  return {
    installer: {
      name: installer.name,
      address: installer.address,
      phone: installer.phone ? formatDutchPhone(installer.phone) : '',
      email: installer.email,
      website: installer.website,
      kvkNumber: company?.kvkNumber ?? '',
      btwId: company?.btwId ?? '',
    },
    senderName: company?.mailSenderName || defaultMailSenderName(installer.name),
  };
}
