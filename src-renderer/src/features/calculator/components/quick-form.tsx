import { CalculateButton } from './calculate-button';
import { AREA_SOURCE, BUILD_PERIODS, DWELLING_TYPES } from '@shared/calculator/defaults';
import type { CalculatorState, GasDraft } from '../hooks/use-calculator';
import { DecimalField } from './decimal-field';
import { GasFields } from './gas-form';
import { OptionSelect } from './option-select';

/** Dwelling type × build period × floor area → W/m² from the named sources. */
export function QuickForm({
  quick,
  gas,
  onChange,
  onGas,
  onCalculate,
}: {
  quick: CalculatorState['quick'];
  gas: GasDraft;
  onChange(quick: CalculatorState['quick']): void;
  onGas(gas: GasDraft): void;
  onCalculate(): void;
}) {
  const type = DWELLING_TYPES.find((t) => t.id === quick.dwellingType);
  return (
    <form
      className="calc-form"
      aria-label="Snelle schatting"
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
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
          min={10}
          max={2_000}
          minMessage="Een woning heeft minstens 10 m² gebruiksoppervlakte."
          maxMessage="Meer dan 2.000 m² is geen woning meer; reken zo'n gebouw per vertrek."
          onChange={(area) => onChange({ ...quick, area })}
          hint={type ? `Gebruikelijk: ${type.typicalArea} (${AREA_SOURCE})` : undefined}
        />
        <GasFields gas={gas} onChange={onGas} />
      </div>
      <div className="calc-actions">
        <CalculateButton />
      </div>
    </form>
  );
}
