/**
 * How a credit note is settled (domain-rules.md, "The firm as a party"): refunded to the
 * firm's IBAN when the firm gave one, otherwise offset against its open invoices. PDF and UBL
 * both say it from the stored document, so they never disagree.
 */
export type Settlement = { kind: 'terugbetaling'; iban: string } | { kind: 'verrekening' };

export function settlementOf(creditNote: { buyer: { iban?: string | undefined } }): Settlement {
  const iban = creditNote.buyer.iban;
  return iban ? { kind: 'terugbetaling', iban } : { kind: 'verrekening' };
}
