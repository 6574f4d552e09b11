import { GROUND_SOURCE_DEFAULTS } from '@shared/calculator/defaults';
import {
  DEFAULT_GROUND_SOURCE_PRICES,
  groundSourceLines,
  type GroundSourcePrices,
} from '@shared/calculator/ground-source';
import { formatEuro } from '@shared/domain/money';
import type { ChosenUnitProps } from './costs-panel';
import { asEuros, bindFields } from '@/lib/field-binding';
import { DecimalField } from './decimal-field';

const LABELS: Record<keyof GroundSourcePrices, string> = {
  boreholeCentsPerKw: 'Bodembron, boring of collector (€ per kW)',
  brineCentsPerKw: 'Bodemvloeistof (€ per kW)',
  fillingCentsPerKw: 'Vullen en ontluchten (€ per kW)',
};

/** The ground source of a brine-water heat pump: three lines priced per kW, each editable. */
export function GroundSourcePanel({ input, spec, onChange }: ChosenUnitProps) {
  const prices = input.groundSource ?? DEFAULT_GROUND_SOURCE_PRICES;
  const lines = groundSourceLines(spec.nominalKw, prices);
  const total = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const price = bindFields(prices, (patch) => onChange({ groundSource: { ...prices, ...patch } }));
  return (
    <section aria-labelledby="calc-source-title">
      <h3 id="calc-source-title">Bodembron</h3>
      <div className="calc-grid">
        {lines.map((line) => (
          <DecimalField
            key={line.key}
            label={LABELS[line.key]}
            min={0}
            max={100_000}
            {...asEuros(price(line.key))}
            hint={`${line.name}: ${line.kw.toLocaleString('nl-NL')} kW × ${formatEuro(line.centsPerKw)} = ${formatEuro(line.totalCents)}`}
          />
        ))}
      </div>
      <p className="hint">
        Bron samen: <strong>{formatEuro(total)}</strong> excl. btw; deze regels komen op de offerte.{' '}
        {GROUND_SOURCE_DEFAULTS.note} Standaardprijzen: {GROUND_SOURCE_DEFAULTS.source}.
      </p>
    </section>
  );
}
