/**
 * Every business constant of the portal, in one place (see shared/domain-rules.md).
 * Amounts are integer euro cents.
 */

export const ROLES = ['installer', 'dealer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'installer';
export const DEFAULT_DISCOUNT_PERCENT = 0;
export const DEFAULT_REWARD_POINTS = 0;

export const CURRENCY = 'EUR';
export const LOCALE = 'nl-NL';

export const VAT_RATES = [0, 9, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 21;

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 999;

/** The specification keeps toasts for 4 seconds. */
export const TOAST_DURATION_MS = 4000;

/** Key under which the web build keeps the cart in localStorage. */
export const CART_STORAGE_KEY = 'warmteportaal-cart';

export const PRODUCT_CATEGORIES = [
  { slug: 'lucht-water', label: 'Lucht-water warmtepompen', heatPump: true },
  { slug: 'hybride', label: 'Hybride warmtepompen', heatPump: true },
  { slug: 'bodem-water', label: 'Bodem-water warmtepompen', heatPump: true },
  { slug: 'lucht-lucht', label: 'Lucht-lucht warmtepompen', heatPump: true },
  { slug: 'boilers-buffervaten', label: 'Boilers en buffervaten', heatPump: false },
  { slug: 'toebehoren', label: 'Toebehoren', heatPump: false },
] as const;
export type CategorySlug = (typeof PRODUCT_CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [
  CategorySlug,
  ...CategorySlug[],
];

export function categoryLabel(slug: string): string {
  return PRODUCT_CATEGORIES.find((c) => c.slug === slug)?.label ?? slug;
}

export const ROLE_LABELS: Record<Role, string> = {
  installer: 'Installateur',
  dealer: 'Dealer',
  admin: 'Beheerder',
};
