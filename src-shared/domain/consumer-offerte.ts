import { addDays, dutchDay } from './calendar';

/**
 * What a homeowner meets on the offerte's own page. An offerte accepted online by a consumer is
 * a distance contract: the consumer may withdraw within 14 days of the acceptance without
 * giving a reason (Burgerlijk Wetboek 6:230o), and must be told so, with the model withdrawal
 * form, before accepting.
 */

/** The words the homeowner agrees to by ticking the box; stored with the acceptance as shown. */
export const OFFERTE_ACCEPTANCE_TEXT = 'Ik ga akkoord met de offerte en de voorwaarden';

/** The days a consumer has to withdraw from an offerte accepted online. */
export const WITHDRAWAL_DAYS = 14;

/** The last day (YYYY-MM-DD, the Dutch calendar) to withdraw from an acceptance at `acceptedAt`. */
export function lastWithdrawalDay(acceptedAt: Date | string): string {
  return addDays(dutchDay(new Date(acceptedAt)), WITHDRAWAL_DAYS);
}

/** The model withdrawal form's text, filled in with what the portal knows. */
export function withdrawalFormText(details: {
  installerName: string;
  installerAddress: string;
  installerEmail: string;
  offerteNumber: string;
  acceptedOn: string;
  clientName: string;
  clientAddress: string;
}): string {
  const to = [details.installerName, details.installerAddress, details.installerEmail];
  return [
    `Aan: ${to.filter(Boolean).join(', ')}`,
    '',
    `Ik deel u hierbij mede dat ik onze overeenkomst betreffende offerte ${details.offerteNumber} herroep.`,
    '',
    `Akkoord gegeven op: ${details.acceptedOn}`,
    `Naam: ${details.clientName}`,
    `Adres: ${details.clientAddress}`,
    'Datum:',
  ].join('\n');
}
