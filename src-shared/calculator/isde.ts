import { ISDE_2026 } from './defaults';
import { ISDE_EXCLUDED_TYPES, isdeEstimateCents, type IsdeUnit } from './running-costs';
import { addMonths } from '../domain/calendar';
import { formatEuro } from '../domain/money';

/**
 * The homeowner applies for ISDE within 24 months after the installation
 * (docs/domain-rules.md, "The installer's customer channel"; RVO: "De subsidie moet binnen 24
 * maanden na de installatie worden aangevraagd").
 */
export const ISDE_APPLY_WITHIN_MONTHS = 24;

/** The last day the homeowner can apply: 24 months after the installation date. */
export function isdeApplyBy(installedOn: string): string {
  return addMonths(installedOn, ISDE_APPLY_WITHIN_MONTHS);
}

export interface IsdeEstimate {
  /** The estimate in cents; 0 when the unit does not qualify. */
  cents: number;
  /** How the figure comes about, in Dutch, with the date of the rule. */
  basis: string;
}

/** Why a unit of an excluded type gets no ISDE (RVO excludes lucht-lucht heat pumps). */
export const ISDE_EXCLUDED_BASIS = 'Een lucht-luchtwarmtepomp komt niet in aanmerking voor ISDE.';

/**
 * The dossier's subsidy estimate from the calculator's rules (src-shared/calculator): the
 * dated ISDE set on the unit's type, nominal power and energy label, with its basis.
 */
export function isdeEstimateFor(spec: IsdeUnit | undefined): IsdeEstimate {
  const rule = `regels per ${ISDE_2026.date.split('-').reverse().join('-')}`;
  if (!spec) {
    return { cents: 0, basis: 'Geen warmtepompgegevens bekend: geen schatting mogelijk.' };
  }
  if (ISDE_EXCLUDED_TYPES.includes(spec.type)) return { cents: 0, basis: ISDE_EXCLUDED_BASIS };
  const cents = isdeEstimateCents(spec);
  const kw = spec.nominalKw.toLocaleString('nl-NL');
  if (cents === 0) {
    return {
      cents,
      basis: `Energielabel ${spec.energyLabel} is lager dan ${ISDE_2026.minimumLabel}: geen ISDE (${rule}).`,
    };
  }
  const bonus =
    spec.energyLabel === 'A+++' ? ` + ${formatEuro(ISDE_2026.aPlusPlusPlusBonusCents)} (A+++)` : '';
  return {
    cents,
    basis:
      `${formatEuro(ISDE_2026.baseCents)} + ${kw} kW × ${formatEuro(ISDE_2026.perKwCents)}${bonus}, ` +
      `energielabel ${spec.energyLabel} (ISDE, ${rule}; schatting, RVO stelt het bedrag vast).`,
  };
}

/** What RVO asks of a homeowner's ISDE application for a heat pump: the dossier's checklist. */
export const RVO_CHECKLIST: readonly string[] = [
  'Aanvragen op mijn.rvo.nl met DigiD, als eigenaar en bewoner van de woning.',
  'De meldcode van de warmtepomp uit de apparatenlijst van RVO.',
  'De factuur, met uw naam en adres, het installatieadres, merk, type en meldcode, en de installatiedatum.',
  'Een betaalbewijs: een bankafschrift of de factuur met "voldaan".',
  'Bewijs dat een installateur de warmtepomp heeft geïnstalleerd (de factuur van de installatie).',
  "Foto's van het typeplaatje en van de geïnstalleerde unit(s).",
  'De aanvraag binnen 24 maanden na de installatiedatum, nadat alles is betaald en geïnstalleerd.',
];
