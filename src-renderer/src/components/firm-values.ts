import { formatDutchPhone } from '@shared/domain/contact-details';
import { formatIban } from '@shared/domain/seller';
import { firmContactOf, type FirmContactField } from '@shared/schemas/contact-fields';

type FirmContact = Record<FirmContactField, string>;

/** A stored firm's contact details as its form shows them: IBAN and phone in groups. */
export function firmContactValues(firm: FirmContact): FirmContact {
  return {
    ...firmContactOf(firm),
    iban: firm.iban ? formatIban(firm.iban) : '',
    phone: firm.phone ? formatDutchPhone(firm.phone) : '',
  };
}
