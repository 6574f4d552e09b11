/**
 * Mail by role (domain-rules.md, "The firm as a party"): which of the firm's people get which
 * of the portal's e-mails. The firm's eigenaar chooses on `/bedrijf`; every mail then says in
 * its footer why it reaches this person.
 */

/** Order confirmations, status changes and approval decisions: the orderer, and whom else. */
export const ORDER_MAIL_TO = ['besteller', 'eigenaar', 'inkoper'] as const;
/** Requests to approve a colleague's order above the limit: the approving roles chosen. */
export const APPROVAL_MAIL_TO = ['eigenaar', 'inkoper'] as const;
/** Invoices and credit notes with their PDF and UBL: the billing e-mail and the roles chosen. */
export const INVOICE_MAIL_TO = ['factuuradres', 'eigenaar', 'inkoper'] as const;

export type OrderMailTo = (typeof ORDER_MAIL_TO)[number];
export type ApprovalMailTo = (typeof APPROVAL_MAIL_TO)[number];
export type InvoiceMailTo = (typeof INVOICE_MAIL_TO)[number];

export interface MailRouting {
  bestellingen: OrderMailTo[];
  goedkeuringen: ApprovalMailTo[];
  facturen: InvoiceMailTo[];
}

/** Until the firm chooses: orders to their orderer, approvals to every approver, invoices to billing. */
export const DEFAULT_MAIL_ROUTING: MailRouting = {
  bestellingen: ['besteller'],
  goedkeuringen: ['eigenaar', 'inkoper'],
  facturen: ['factuuradres'],
};

/** The checkboxes' labels on `/bedrijf`. */
export const MAIL_TO_LABELS = {
  besteller: 'Wie de bestelling plaatst',
  eigenaar: 'Eigenaars',
  inkoper: 'Inkopers',
  factuuradres: 'Het factuur-e-mailadres',
} as const;

/** The roles that can be chosen: those that approve and see invoices, never the monteur. */
export type MailRole = 'eigenaar' | 'inkoper';

/** The roles of a choice (the orderer and the billing inbox are no role). */
export function rolesIn(chosen: readonly string[]): MailRole[] {
  return chosen.filter((to): to is MailRole => to === 'eigenaar' || to === 'inkoper');
}
