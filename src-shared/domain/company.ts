/**
 * Companies (docs/domain-rules.md, "Companies"): every user belongs to one company, which
 * owns the work its members do; what a member may do follows from their role in it.
 */
import { valuesOf } from './labels';

export const COMPANY_ROLE_LABELS = { eigenaar: 'Eigenaar', inkoper: 'Inkoper', monteur: 'Monteur' };
export const COMPANY_ROLES = valuesOf(COMPANY_ROLE_LABELS);
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** The role of the first member of a company (a migrated user, an approved dealer). */
export const FOUNDING_ROLE: CompanyRole = 'eigenaar';

/** The company's things a member may act on, each with the actions that apply to it. */
export const COMPANY_ACTIONS = [
  'klanten',
  'installaties',
  'berekeningen',
  'offertes',
  'bestellen',
  'bestellingen_inzien',
  'goedkeuren',
  'spaarpunten',
  'vragen',
  'facturen',
  'collegas',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/**
 * The role table, as data: which role may do what within its own company. `bestellen` for a
 * monteur means: within the limits, above them for approval (see `needsApproval`).
 * `spaarpunten` is redeeming the firm's points at checkout (domain rules, "The firm as a
 * party"): every role may, since points only lower what the firm pays and an order above a
 * monteur's limit, points and all, waits for an eigenaar or inkoper anyway.
 */
export const ROLE_PERMISSIONS: Record<CompanyRole, readonly CompanyAction[]> = {
  eigenaar: COMPANY_ACTIONS,
  inkoper: COMPANY_ACTIONS.filter((action) => action !== 'collegas'),
  monteur: [
    'klanten',
    'installaties',
    'berekeningen',
    'bestellen',
    'bestellingen_inzien',
    'spaarpunten',
    'vragen',
  ],
};

export function mayDo(role: CompanyRole, action: CompanyAction): boolean {
  return ROLE_PERMISSIONS[role].includes(action);
}

/** A company always keeps at least one eigenaar: true when this change would leave none. */
export function leavesNoOwner(
  members: readonly { id: string; companyRole: CompanyRole }[],
  change: { memberId: string; newRole: CompanyRole | null },
): boolean {
  return !members.some((member) =>
    member.id === change.memberId
      ? change.newRole === 'eigenaar'
      : member.companyRole === 'eigenaar',
  );
}

/**
 * A personal discount set on the company is copied to each member's profile `discount`: the
 * profile patch every member gets (nothing when the company sets none).
 */
export function memberDiscount(company: { discount?: number | undefined }): {
  discount?: number;
} {
  return company.discount === undefined ? {} : { discount: company.discount };
}

/** A member's spend limits, in cents excl. btw; missing means no limit. */
export interface SpendLimits {
  limitPerOrderCents?: number | undefined;
  limitPerMonthCents?: number | undefined;
}

/**
 * Whether an order waits for approval: above the limit per order, or with what the member
 * ordered this calendar month (excl. btw, orders still waiting included) above the month's.
 */
export function needsApproval(
  limits: SpendLimits,
  order: { totalExclVat: number; spentThisMonthExclVat: number },
): boolean {
  if (limits.limitPerOrderCents !== undefined && order.totalExclVat > limits.limitPerOrderCents) {
    return true;
  }
  return (
    limits.limitPerMonthCents !== undefined &&
    order.spentThisMonthExclVat + order.totalExclVat > limits.limitPerMonthCents
  );
}

/** The roles that may approve a colleague's order above the limit. */
export const APPROVER_ROLES = COMPANY_ROLES.filter((role) => mayDo(role, 'goedkeuren'));

/**
 * Nobody approves an order they placed (domain rules, wave 4): what the approver who placed
 * it is told, with what to do when the firm has no other eigenaar or inkoper.
 */
export function ownOrderApprovalText(otherApprovers: number): string {
  const why = 'Je hebt deze bestelling zelf geplaatst, dus je kunt hem niet zelf goedkeuren.';
  return otherApprovers > 0
    ? `${why} Een andere eigenaar of inkoper van je bedrijf kan hem goedkeuren of afwijzen.`
    : `${why} Je bedrijf heeft geen andere eigenaar of inkoper. Nodig bij Bedrijf een collega ` +
        'uit als eigenaar of inkoper om hem goed te keuren, of wijs hem af, pas bij Bedrijf de ' +
        'limiet aan en bestel opnieuw.';
}

/**
 * Why a firm cannot order yet, in Dutch; null when it can. Its invoices must reach it as
 * e-invoices (BR-NL-10, PEPPOL-EN16931-R010): a firm in the Netherlands needs its KvK number,
 * a firm abroad its btw-id. The firm's record is completed on `/bedrijf`.
 */
export function missingFirmIdentifier(firm: {
  kvkNumber: string;
  btwId: string;
  invoiceAddress: { country: string } | null;
}): string | null {
  const abroad = (firm.invoiceAddress?.country ?? 'NL') !== 'NL';
  if (!abroad && firm.kvkNumber) return null;
  if (abroad && firm.btwId) return null;
  const what = abroad ? 'btw-nummer' : 'KvK-nummer';
  return (
    `Je bedrijf heeft nog geen ${what}; zonder ${what} kunnen we geen geldige factuur maken. ` +
    `Vul het in op /bedrijf (of vraag de eigenaar of inkoper van je bedrijf dat te doen) en ` +
    'bestel dan opnieuw.'
  );
}
