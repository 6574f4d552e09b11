import { GAS_RULE } from '@shared/calculator/defaults';
import { fromGasUse } from '@shared/calculator/estimates';
import type { CalculatorState, HeatLossOutcome } from '../hooks/use-calculator';
import { DecimalField } from './decimal-field';

/** From the yearly gas use, by the bluesolid.nl rule (named in the UI). */
export function GasForm({
  gas,
  onChange,
  onResult,
}: {
  gas: CalculatorState['gas'];
  onChange(gas: CalculatorState['gas']): void;
  onResult(outcome: HeatLossOutcome): void;
}) {
  return (
    <form
      className="calc-form"
      aria-label="Gasverbruik"
      onSubmit={(event) => {
        event.preventDefault();
        onResult({ method: 'gas', ...fromGasUse(gas.yearlyGasM3, gas.occupants) });
      }}
    >
      <div className="calc-grid">
        <DecimalField
          label="Gasverbruik (m³ per jaar)"
          value={gas.yearlyGasM3}
          min={0}
          max={100_000}
          onChange={(yearlyGasM3) => onChange({ ...gas, yearlyGasM3 })}
        />
        <DecimalField
          label="Aantal bewoners"
          value={gas.occupants}
          min={1}
          max={20}
          integer
          onChange={(occupants) => onChange({ ...gas, occupants })}
        />
      </div>
      <p className="hint">
        Rekenregel: {GAS_RULE.name}. Een andere gepubliceerde regel (canousgoute.be) komt voor
        dezelfde invoer lager uit; wij rekenen met de ruimere bluesolid-regel.
      </p>
      <div className="calc-actions">
        <button type="submit" className="button button-primary">
          Berekenen
        </button>
      </div>
    </form>
  );
}
