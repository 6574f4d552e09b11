import { roundHalfAwayFromZero, vatPerRate } from '../domain/money';
import { salesPriceCents } from '../domain/offerte';
import type { HeatPumpSpec } from '../schemas/heat-pump';
import { OFFERTE_DEFAULTS, type HeatSource } from './defaults';
import {
  DEFAULT_GROUND_SOURCE_PRICES,
  groundSourceLines,
  type GroundSourcePrices,
} from './ground-source';

export interface OfferteInputLine {
  name: string;
  modelNumber: string;
  quantity: number;
  /** The installer's own unit price (after discount), cents excl. btw. */
  ownUnitCents: number;
}

export interface OfferteLine extends OfferteInputLine {
  /** Sales price to the homeowner: own price plus margin, whole cents excl. btw. */
  salesUnitCents: number;
  lineTotalCents: number;
}

export interface OfferteAmounts {
  lines: OfferteLine[];
  goodsCents: number;
  labourHours: number;
  labourRateCents: number;
  labourCents: number;
  totalExclVatCents: number;
  vatRate: number;
  vatCents: number;
  totalInclVatCents: number;
}

/**
 * The amounts of an offerte for the homeowner, in whole cents: each sales price is the own
 * price plus the margin (rounded per unit, half away from zero), a labour line of hours × rate,
 * and btw (21 %) over the total by the one btw rule (`vatPerRate`). The lines are shown excl.
 * btw; only the total has btw.
 */
export function offerteAmounts(input: {
  lines: OfferteInputLine[];
  marginPercent: number;
  labourHours: number;
  labourRateCents: number;
  vatRate?: number;
}): OfferteAmounts {
  const vatRate = input.vatRate ?? OFFERTE_DEFAULTS.vatRate;
  const lines = input.lines.map((line) => {
    const salesUnitCents = salesPriceCents(line.ownUnitCents, input.marginPercent);
    return { ...line, salesUnitCents, lineTotalCents: salesUnitCents * line.quantity };
  });
  const goodsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const labourCents = roundHalfAwayFromZero(input.labourHours * input.labourRateCents);
  const totalExclVatCents = goodsCents + labourCents;
  const vatCents = vatPerRate([
    ...lines.map((line) => ({ vatRate, amount: line.lineTotalCents })),
    { vatRate, amount: labourCents },
  ]).reduce((sum, part) => sum + part.amount, 0);
  return {
    lines,
    goodsCents,
    labourHours: input.labourHours,
    labourRateCents: input.labourRateCents,
    labourCents,
    totalExclVatCents,
    vatRate,
    vatCents,
    totalInclVatCents: totalExclVatCents + vatCents,
  };
}

/**
 * The ground source as offerte lines (no model number) for a brine-water heat pump when the
 * source is the ground; nothing otherwise.
 */
export function groundSourceOfferteLines(
  input: { source?: HeatSource; groundSource?: GroundSourcePrices | undefined },
  spec: HeatPumpSpec | undefined,
): OfferteInputLine[] {
  if (input.source !== 'bodem' || spec?.type !== 'bodem-water') return [];
  return groundSourceLines(spec.nominalKw, input.groundSource ?? DEFAULT_GROUND_SOURCE_PRICES).map(
    (line) => ({
      name: `${line.name} (${line.kw.toLocaleString('nl-NL')} kW)`,
      modelNumber: '',
      quantity: 1,
      ownUnitCents: line.totalCents,
    }),
  );
}
