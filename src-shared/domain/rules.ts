/**
 * Every business constant of the portal, in one place (see docs/domain-rules.md).
 * Amounts are integer euro cents.
 */

import { PRODUCT_CATEGORIES, type ProductSort } from './keys';
import { valuesOf } from './labels';

export {
  CART_STORAGE_KEY,
  CATEGORY_SLUGS,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  type CategorySlug,
  type ProductSort,
} from './keys';

export const ROLES = ['installer', 'dealer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'installer';
export const DEFAULT_DISCOUNT_PERCENT = 0;
/** A personal discount is a percentage from 0 to 100. */
export const DISCOUNT_PERCENT = { min: 0, max: 100 } as const;

/** A profile's discount, with the default (0) when none is stored. */
export function discountOf(profile: { discount?: number | undefined } | null | undefined): number {
  return profile?.discount ?? DEFAULT_DISCOUNT_PERCENT;
}
export const DEFAULT_REWARD_POINTS = 0;

export const CURRENCY = 'EUR';
export const LOCALE = 'nl-NL';

export const VAT_RATES = [0, 9, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 21;

/** Warranty of a product when none is set (docs/domain-rules.md, "Clients"). */
export const DEFAULT_WARRANTY_MONTHS = 60;

/** Toasts stay 4 seconds. */
export const TOAST_DURATION_MS = 4000;

export function categoryLabel(slug: string): string {
  return PRODUCT_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

export const ROLE_LABELS: Record<Role, string> = {
  installer: 'Installateur',
  dealer: 'Dealer',
  admin: 'Beheerder',
};

/** Delivery: free from € 500,00 net goods excl. btw, else € 29,95 excl. btw at 21 % btw. */
export const DELIVERY_METHODS = ['bezorgen', 'afhalen'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  bezorgen: 'Bezorgen',
  afhalen: 'Afhalen aan de balie',
};
export const FREE_DELIVERY_FROM_CENTS = 50_000;
export const DELIVERY_COST_CENTS = 2_995;
export const DELIVERY_VAT_RATE: VatRate = 21;

/** Reward points: 100 points are € 1,00; redeemed in whole hundreds, at most half the goods. */
export const POINTS_PER_EURO_EARNED = 1;
export const POINTS_REDEEM_STEP = 100;
export const CENTS_PER_POINT = 1;
export const MAX_REDEEM_SHARE_PERCENT = 50;

export const ORDER_STATUSES = [
  'ontvangen',
  'in_behandeling',
  'verzonden',
  'klaar_voor_afhalen',
  'geleverd',
  'geannuleerd',
  /** Above the member's spend limit: waits for an eigenaar or inkoper (issue 17). */
  'wacht_op_goedkeuring',
  'afgewezen',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  ontvangen: 'Ontvangen',
  in_behandeling: 'In behandeling',
  verzonden: 'Verzonden',
  klaar_voor_afhalen: 'Klaar voor afhalen',
  geleverd: 'Geleverd',
  geannuleerd: 'Geannuleerd',
  wacht_op_goedkeuring: 'Wacht op goedkeuring',
  afgewezen: 'Afgewezen',
};
/** The only allowed status changes. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  ontvangen: ['in_behandeling', 'geannuleerd'],
  in_behandeling: ['verzonden', 'klaar_voor_afhalen', 'geannuleerd'],
  verzonden: ['geleverd'],
  klaar_voor_afhalen: ['geleverd'],
  geleverd: [],
  geannuleerd: [],
  // Approval and rejection are the company's (src-server/company/approval.ts), not a status
  // change by the back-office.
  wacht_op_goedkeuring: [],
  afgewezen: [],
};

/** Order numbers: WP-YYYY-NNNNNN, sequential per year. */
export function formatOrderNumber(year: number, sequence: number): string {
  return `WP-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and sequence of a `WP-YYYY-NNNNNN` number; null for anything else. */
export function parseOrderNumber(number: string): { year: number; sequence: number } | null {
  const match = /^WP-(\d{4})-(\d{6,})$/.exec(number);
  return match ? { year: Number(match[1]), sequence: Number(match[2]) } : null;
}

export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  naam: 'Naam (A-Z)',
  'prijs-oplopend': 'Prijs (laag-hoog)',
  'prijs-aflopend': 'Prijs (hoog-laag)',
  nieuwste: 'Nieuwste eerst',
};

/** Every list that grows is paged on the server: `limit` (default 50, at most 100), `cursor`. */
export const PAGE_LIMITS = { default: 50, max: 100 } as const;

/** Settings: how many delivery addresses a user keeps for checkout. */
export const MAX_DELIVERY_ADDRESSES = 10;

/** Support tickets ("vragen"): statuses, categories and attachments. */
export const TICKET_STATUS_LABELS = {
  open: 'Open',
  beantwoord: 'Beantwoord',
  gesloten: 'Gesloten',
};
export const TICKET_STATUSES = valuesOf(TICKET_STATUS_LABELS);
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_CATEGORY_LABELS = {
  bestelling: 'Bestelling',
  product: 'Product',
  technische_vraag: 'Technische vraag',
  garantie: 'Garantie',
  account: 'Account',
};
export const TICKET_CATEGORIES = valuesOf(TICKET_CATEGORY_LABELS);
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;

/** Downloads: the kinds of documents in the library. */
export const DOCUMENT_KINDS = [
  'productblad',
  'installatiehandleiding',
  'gebruikershandleiding',
  'ce_verklaring',
  'energielabel',
  'voorwaarden',
  'garantievoorwaarden',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  productblad: 'Productblad',
  installatiehandleiding: 'Installatiehandleiding',
  gebruikershandleiding: 'Gebruikershandleiding',
  ce_verklaring: 'CE-verklaring',
  energielabel: 'Energielabel',
  voorwaarden: 'Voorwaarden',
  garantievoorwaarden: 'Garantievoorwaarden',
};
/** The category of documents that belong to no product. */
export const GENERAL_DOCUMENT_CATEGORY = 'algemeen';

/** Clients' installations: maintenance (warranty: DEFAULT_WARRANTY_MONTHS above). */
export const MAINTENANCE_INTERVAL_MONTHS = 12;
export const MAINTENANCE_SOON_DAYS = 30;
