import { quickEstimate } from '@shared/calculator/estimates';
import { AREA_SOURCE, BUILD_PERIODS, DWELLING_TYPES } from '@shared/calculator/defaults';
import type { CalculatorState, HeatLossOutcome } from '../hooks/use-calculator';
import { DecimalField } from './decimal-field';
import { OptionSelect } from './option-select';

/** Dwelling type × build period × floor area → W/m² from the named sources. */
export function QuickForm({
  quick,
  onChange,
  onResult,
}: {
  quick: CalculatorState['quick'];
  onChange(quick: CalculatorState['quick']): void;
  onResult(outcome: HeatLossOutcome): void;
}) {
  const type = DWELLING_TYPES.find((t) => t.id === quick.dwellingType);
  return (
    <form
      className="calc-form"
      aria-label="Snelle schatting"
      onSubmit={(event) => {
        event.preventDefault();
        onResult({
          method: 'snel',
          ...quickEstimate(quick.dwellingType, quick.period, quick.area),
        });
      }}
    >
      <div className="calc-grid">
        <OptionSelect
          label="Woningtype"
          value={quick.dwellingType}
          options={DWELLING_TYPES}
          onChange={(dwellingType) => onChange({ ...quick, dwellingType })}
        />
        <OptionSelect
          label="Bouwperiode"
          value={quick.period}
          options={BUILD_PERIODS}
          onChange={(period) => onChange({ ...quick, period })}
        />
        <DecimalField
          label="Gebruiksoppervlakte (m²)"
          value={quick.area}
          min={1}
          max={10_000}
          onChange={(area) => onChange({ ...quick, area })}
          hint={type ? `Gebruikelijk: ${type.typicalArea} (${AREA_SOURCE})` : undefined}
        />
      </div>
      <div className="calc-actions">
        <button type="submit" className="button button-primary">
          Berekenen
        </button>
      </div>
    </form>
  );
}
