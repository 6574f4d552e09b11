/**
 * The categories, keys and limits the renderer's first load needs (home page, catalogue
 * filters, cart), without the other labels: `rules.ts` re-exports them beside everything else,
 * so import from there unless the module is part of the first load.
 */

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

/** Orders of the catalogue list. */
export const PRODUCT_SORTS = ['naam', 'prijs-oplopend', 'prijs-aflopend', 'nieuwste'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 999;

/** Key under which the web build keeps the cart in localStorage. */
export const CART_STORAGE_KEY = 'warmteportaal-cart';

/** Quick order (`/snel-bestellen`) limits, checked by the page and again by the server. */
/** At most this many lines in one quick order. */
export const QUICK_ORDER_MAX_LINES = 500;
/** At most this much text in one paste or file (500 long lines fit easily). */
export const QUICK_ORDER_MAX_CHARS = 100_000;
/** An article code longer than this is no code (model numbers and EANs are far shorter). */
export const QUICK_ORDER_MAX_CODE = 60;
