import {
  linesInclVat,
  percentOf,
  roundHalfAwayFromZero,
  vatOf,
  vatPerRate,
  type VatAmount,
} from './money';
import { DEFAULT_VAT_RATE, VAT_RATES, type VatRate } from './rules';

/**
 * Offertes (docs/domain-rules.md, "Offertes"): an installer company's priced proposal to its
 * client. Amounts are integer cents excl. btw; every line is rounded, totals are sums of lines.
 */

export const OFFERTE_STATUSES = [
  'concept',
  'verstuurd',
  'geaccepteerd',
  'afgewezen',
  'verlopen',
] as const;
export type OfferteStatus = (typeof OFFERTE_STATUSES)[number];
/** What is stored: `verlopen` is never stored, it follows from the validity date. */
export const STORED_OFFERTE_STATUSES = [
  'concept',
  'verstuurd',
  'geaccepteerd',
  'afgewezen',
] as const;
export type StoredOfferteStatus = (typeof STORED_OFFERTE_STATUSES)[number];

export const OFFERTE_STATUS_LABELS: Record<OfferteStatus, string> = {
  concept: 'Concept',
  verstuurd: 'Verstuurd',
  geaccepteerd: 'Geaccepteerd',
  afgewezen: 'Afgewezen',
  verlopen: 'Verlopen',
};

export const OFFERTE_LINE_KINDS = ['product', 'arbeid', 'vrij'] as const;
export type OfferteLineKind = (typeof OFFERTE_LINE_KINDS)[number];
export const OFFERTE_LINE_KIND_LABELS: Record<OfferteLineKind, string> = {
  product: 'Product',
  arbeid: 'Arbeid',
  vrij: 'Vrije regel',
};

export const OFFERTE_RULES = {
  defaultValidityDays: 30,
  maxValidityDays: 365,
  defaultMarginPercent: 25,
  defaultHourlyRateCents: 6_000,
  defaultVatRate: DEFAULT_VAT_RATE,
  maxLines: 50,
} as const;

export { VAT_RATES, type VatRate };

/** `OFF-2026-00042`: consecutive per installer company and year. */
export function formatOfferteNumber(year: number, sequence: number): string {
  return `OFF-${year}-${String(sequence).padStart(5, '0')}`;
}

export const OFFERTE_NUMBER_PATTERN = /^OFF-\d{4}-\d{5,}$/;

/** The consumer price for a product: the installer's own price plus the margin, whole cents. */
export function salesPriceCents(ownUnitCents: number, marginPercent: number): number {
  return percentOf(ownUnitCents, 100 + marginPercent);
}

export interface OfferteLineInput {
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}

export interface PricedOfferteLine {
  /** The unit price after the offerte's discount, cents excl. btw. */
  netUnitCents: number;
  /** round(quantity × net unit), cents excl. btw. */
  totalExclVatCents: number;
  /** The line's total with its btw, for the homeowner (who sees prices incl. btw). */
  totalInclVatCents: number;
  unitInclVatCents: number;
}

export type OfferteVat = VatAmount;

export interface OfferteTotals {
  lines: PricedOfferteLine[];
  totalExclVatCents: number;
  vat: OfferteVat[];
  totalVatCents: number;
  totalInclVatCents: number;
}

/**
 * The amounts of an offerte. The discount (a percentage, optional) lowers every unit price
 * before the line is rounded, so the lines the homeowner reads add up to the totals without a
 * discount line. Btw is computed per rate over the sum of that rate's lines (`vatPerRate`); a
 * line incl. btw carries its share of that btw (`linesInclVat`), so the lines incl. btw add up
 * to the total incl. btw to the cent. The unit price incl. btw is the line incl. btw divided by
 * the quantity (rounded): equal to the line for one piece, never a figure the total is built
 * from.
 */
export function offerteTotals(
  lines: readonly OfferteLineInput[],
  discountPercent = 0,
): OfferteTotals {
  const net = lines.map((line) => {
    const netUnitCents = percentOf(line.unitPriceCents, 100 - discountPercent);
    return { netUnitCents, totalExclVatCents: roundHalfAwayFromZero(line.quantity * netUnitCents) };
  });
  const amounts = lines.map((line, index) => ({
    vatRate: line.vatRate,
    amount: net[index]?.totalExclVatCents ?? 0,
  }));
  const inclVat = linesInclVat(amounts);
  const priced = net.map((line, index) => {
    const totalInclVatCents = inclVat[index] ?? 0;
    const quantity = lines[index]?.quantity ?? 0;
    return {
      ...line,
      totalInclVatCents,
      unitInclVatCents:
        quantity > 0
          ? roundHalfAwayFromZero(totalInclVatCents / quantity)
          : line.netUnitCents + vatOf(line.netUnitCents, lines[index]?.vatRate ?? 0),
    };
  });
  const vat = vatPerRate(amounts);
  const totalExclVatCents = priced.reduce((sum, line) => sum + line.totalExclVatCents, 0);
  const totalVatCents = vat.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    lines: priced,
    totalExclVatCents,
    vat,
    totalVatCents,
    totalInclVatCents: totalExclVatCents + totalVatCents,
  };
}

/**
 * The status as people see it: a sent offerte whose validity date has passed (the day after
 * `validUntil`, in the Netherlands' calendar) is `verlopen`; the other statuses are as stored.
 */
export function effectiveOfferteStatus(
  offerte: { status: StoredOfferteStatus; validUntil: string },
  today: string,
): OfferteStatus {
  return offerte.status === 'verstuurd' && today > offerte.validUntil ? 'verlopen' : offerte.status;
}

/** What the homeowner's page says an offerte is, for the version its link was made for. */
export type OfferteLinkState = 'open' | 'geaccepteerd' | 'afgewezen' | 'verlopen' | 'vervangen';

export function linkState(
  offerte: { status: StoredOfferteStatus; validUntil: string; version: number },
  linkVersion: number,
  today: string,
): OfferteLinkState {
  if (linkVersion !== offerte.version) return 'vervangen';
  const status = effectiveOfferteStatus(offerte, today);
  if (status === 'geaccepteerd' || status === 'afgewezen' || status === 'verlopen') return status;
  // A sent offerte changed into a new concept: the link's version is no longer the one offered.
  return status === 'verstuurd' ? 'open' : 'vervangen';
}

/** A product's btw rate as an offerte line takes it; an unknown rate becomes the default. */
export function vatRateOf(rate: number | undefined): VatRate {
  return VAT_RATES.find((allowed) => allowed === rate) ?? DEFAULT_VAT_RATE;
}

/**
 * The catalogue products of an offerte's lines, as whole quantities to order (a fraction is
 * rounded up; labour and free lines are not ordered).
 */
export function productLinesToOrder(
  lines: readonly { kind: string; productId?: string | undefined; quantity: number }[],
): { productId: string; quantity: number }[] {
  return lines.flatMap((line) =>
    line.kind === 'product' && line.productId
      ? [{ productId: line.productId, quantity: Math.max(1, Math.ceil(line.quantity)) }]
      : [],
  );
}
