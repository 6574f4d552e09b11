import { formatDutchPhone } from '@shared/domain/contact-details';
import { formatIban } from '@shared/domain/seller';

type FirmContact = Record<'kvkNumber' | 'btwId' | 'iban' | 'phone' | 'email' | 'website', string>;

/** A stored firm's contact details as its form shows them: IBAN and phone in groups. */
export function firmContactValues(firm: FirmContact): FirmContact {
  return {
    kvkNumber: firm.kvkNumber,
    btwId: firm.btwId,
    iban: firm.iban ? formatIban(firm.iban) : '',
    phone: firm.phone ? formatDutchPhone(firm.phone) : '',
    email: firm.email,
    website: firm.website,
  };
}
