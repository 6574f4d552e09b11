import { METHOD_SPREAD_LIMIT, type BuildPeriod, type DwellingType } from './defaults';
import { formatPercent } from '../domain/money';
import { formatKw } from './format';
import { fromGasUse, quickEstimate } from './estimates';

/** The three ways to a design heat loss, in the order of trust: room by room first. */
export const METHOD_IDS = ['snel', 'gas', 'vertrek'] as const;
export type MethodId = (typeof METHOD_IDS)[number];
export const METHOD_TRUST: readonly MethodId[] = ['vertrek', 'gas', 'snel'];

export const METHOD_LABELS: Record<MethodId, string> = {
  snel: 'Snelle schatting',
  gas: 'Gasverbruik',
  vertrek: 'Per vertrek',
};

export interface MethodResult {
  method: MethodId;
  /** Design heat loss in W. */
  watts: number;
  basis: string;
}

export interface Comparison {
  /** Every method that could run, in the order snel, gas, vertrek. */
  results: MethodResult[];
  /** The one the advice uses: room by room over gas use over the quick estimate. */
  used: MethodResult | null;
  /** (largest − smallest) / used; 0 with fewer than two methods. */
  spread: number;
  /** Plain Dutch when the spread is above the limit, else null. */
  warning: string | null;
}

const WHY_USED: Record<MethodId, string> = {
  vertrek: 'een berekening per vertrek deze woning zelf beschrijft',
  gas: 'het werkelijke gasverbruik meer over deze woning zegt dan een tabelwaarde',
  snel: 'er niets beters is ingevoerd',
};

const WHY_DIFFERENT: Record<MethodId, string> = {
  gas: 'het gasverbruik hangt af van een koude of zachte winter en van het stookgedrag, en bevat naast warm water ook koken',
  snel: 'de snelle schatting gaat uit van de bouwperiode en weet niet van isolatie die later is aangebracht',
  vertrek:
    'per vertrek telt alleen wat is ingevoerd: een vergeten vertrek of bouwdeel maakt de uitkomst lager',
};

/** Sets the methods that ran side by side and says, in Dutch, when they disagree. */
export function compareMethods(available: Partial<Record<MethodId, MethodResult>>): Comparison {
  const results = METHOD_IDS.flatMap((id) => {
    const result = available[id];
    return result && Number.isFinite(result.watts) && result.watts > 0 ? [result] : [];
  });
  const usedId = METHOD_TRUST.find((id) => results.some((r) => r.method === id));
  const used = results.find((r) => r.method === usedId) ?? null;
  if (!used || results.length < 2) return { results, used, spread: 0, warning: null };
  const watts = results.map((r) => r.watts);
  const spread = (Math.max(...watts) - Math.min(...watts)) / used.watts;
  if (spread <= METHOD_SPREAD_LIMIT) return { results, used, spread, warning: null };
  const reasons = results.map((r) => WHY_DIFFERENT[r.method]);
  const warning =
    `De methoden lopen ${formatPercent(Math.round(spread * 100))} uiteen (${formatKw(Math.min(...watts))} tot ${formatKw(Math.max(...watts))}). ` +
    `Het advies gebruikt ${METHOD_LABELS[used.method].toLowerCase()} (${formatKw(used.watts)}), omdat ${WHY_USED[used.method]}. ` +
    `Mogelijke oorzaken van het verschil: ${reasons.join('; ')}.`;
  return { results, used, spread, warning };
}

export const ROOMS_BASIS = 'Per vertrek berekend: EN 12831-1 vereenvoudigd (ISSO 51-familie)';

/** What was entered for each method; a method without its input does not run. */
export interface EnteredMethods {
  quick?: { dwellingType: DwellingType; period: BuildPeriod; area: number } | undefined;
  gas?: { yearlyGasM3: number | null; occupants: number } | undefined;
  /** The room-by-room total in W, when the rooms were calculated. */
  roomsW?: number | undefined;
}

/** Every method that can run with what was entered, side by side. */
export function compareEntered({ quick, gas, roomsW }: EnteredMethods): Comparison {
  const estimate = quick ? quickEstimate(quick.dwellingType, quick.period, quick.area) : null;
  const fromGas =
    gas && gas.yearlyGasM3 !== null && gas.yearlyGasM3 > 0
      ? fromGasUse(gas.yearlyGasM3, gas.occupants)
      : null;
  return compareMethods({
    ...(estimate ? { snel: { method: 'snel', watts: estimate.watts, basis: estimate.basis } } : {}),
    ...(fromGas ? { gas: { method: 'gas', watts: fromGas.watts, basis: fromGas.basis } } : {}),
    ...(roomsW !== undefined
      ? { vertrek: { method: 'vertrek', watts: roomsW, basis: ROOMS_BASIS } }
      : {}),
  });
}
