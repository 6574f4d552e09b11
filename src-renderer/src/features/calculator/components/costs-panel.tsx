import {
  AVERAGE_GAS_USE,
  CO2_BASIS,
  ENERGY_PRICES,
  GAS_KWH_PER_M3,
  HOT_WATER_COP,
  ISDE_2026,
} from '@shared/calculator/defaults';
import { ISDE_EXCLUDED_BASIS } from '@shared/calculator/isde';
import { ISDE_EXCLUDED_TYPES, isdeEstimateCents } from '@shared/calculator/running-costs';
import { costsFor } from '@shared/calculator/summary';
import { formatEuro, formatPercent } from '@shared/domain/money';
import type { CalculatorInput } from '@shared/schemas/calculator';
import type { HeatPumpSpec } from '@shared/schemas/heat-pump';
import { formatLongDate } from '@/lib/dates';
import { formatWhole } from '@shared/calculator/format';
import { asEuros, asPercent, bindFields } from '@/lib/field-binding';
import { DecimalField } from './decimal-field';

/** A part of the advice about the chosen heat pump, changing the calculation's settings. */
export interface ChosenUnitProps {
  input: CalculatorInput;
  spec: HeatPumpSpec;
  onChange(patch: Partial<CalculatorInput>): void;
}

/** Yearly running costs against gas and the ISDE estimate, each with its basis. */
export function CostsPanel({ input, spec, onChange }: ChosenUnitProps) {
  const costs = costsFor(input, spec);
  const isde = isdeEstimateCents(spec);
  const field = bindFields(input, onChange);
  return (
    <div className="calc-costs">
      <section aria-labelledby="calc-costs-title">
        <h3 id="calc-costs-title">Energiekosten per jaar (schatting)</h3>
        <p className={costs.gasKnown ? 'hint' : 'calc-warning'}>
          {costs.gasKnown
            ? `Gerekend met het opgegeven gasverbruik van ${formatWhole(costs.currentGasM3)} m³ per jaar.`
            : `Schatting uit landelijke gemiddelden voor dit woningtype en deze bouwperiode (${AVERAGE_GAS_USE.source}): ${formatWhole(costs.currentGasM3)} m³ gas per jaar. Vul "Gasverbruik (m³ per jaar)" in voor kosten uit het werkelijke verbruik.`}
        </p>
        <div className="calc-grid">
          <DecimalField
            label="Gasprijs (€ per m³)"
            min={0}
            max={10}
            {...asEuros(field('gasCentsPerM3'), 2)}
          />
          <DecimalField
            label="Stroomprijs (€ per kWh)"
            min={0}
            max={10}
            {...asEuros(field('electricityCentsPerKwh'), 2)}
          />
          <div className="field">
            <label htmlFor="calc-prices-date">Prijzen van</label>
            <input
              id="calc-prices-date"
              type="date"
              value={input.pricesDate}
              onChange={(event) => onChange({ pricesDate: event.target.value })}
            />
          </div>
          <DecimalField
            label="Rendement cv-ketel (%)"
            min={50}
            max={110}
            {...asPercent(field('boilerEfficiency'))}
          />
        </div>
        <dl className="definition-list calc-figures">
          <dt>Gas nu{costs.gasKnown ? '' : ' (schatting)'}</dt>
          <dd data-testid="calc-gas-now">
            {formatEuro(costs.currentCostCents)}{' '}
            <span className="hint">
              ({formatWhole(costs.currentGasM3)} m³ × {formatEuro(input.gasCentsPerM3)})
            </span>
          </dd>
          <dt>Warmtevraag ruimteverwarming</dt>
          <dd>{formatWhole(costs.heatKwh)} kWh</dd>
          <dt>Warm tapwater</dt>
          <dd>{formatWhole(costs.hotWaterKwh)} kWh</dd>
          <dt>Stroom warmtepomp</dt>
          <dd>{formatWhole(costs.electricityKwh)} kWh</dd>
          <dt>Met warmtepomp</dt>
          <dd>{formatEuro(costs.newCostCents)}</dd>
          <dt>Besparing</dt>
          <dd data-testid="calc-saving">{formatEuro(costs.savingCents)}</dd>
          <dt>CO₂ minder</dt>
          <dd>{formatWhole(costs.co2SavedKg)} kg</dd>
        </dl>
        <p className="hint">
          Basis: {costs.gasBasis} ({GAS_KWH_PER_M3.source}); stroom = warmte
          {costs.share < 1 ? ` × ${formatPercent(Math.round(costs.share * 100))}` : ''} / SCOP{' '}
          {costs.scop.toLocaleString('nl-NL')} bij {input.flowTemperature} °C (EN 14825)
          {costs.share < 1
            ? '; de cv-ketel blijft het warm tapwater en de rest van de warmte leveren'
            : `; warm tapwater / COP ${HOT_WATER_COP.value.toLocaleString('nl-NL')} (${HOT_WATER_COP.source})`}
          ; {CO2_BASIS}. Vaste lasten niet meegerekend. Standaardprijzen: {ENERGY_PRICES.source}.
        </p>
      </section>
      <section aria-labelledby="calc-isde-title">
        <h3 id="calc-isde-title">ISDE-subsidie (schatting)</h3>
        <p className="calc-isde">
          <strong>{isde > 0 ? formatEuro(isde) : 'Geen ISDE'}</strong>
        </p>
        {ISDE_EXCLUDED_TYPES.includes(spec.type) ? (
          <p className="hint">{ISDE_EXCLUDED_BASIS}</p>
        ) : (
          <p className="hint">
            Regels van {formatLongDate(`${ISDE_2026.date}T12:00:00Z`)}: {ISDE_2026.source}. Dit
            toestel: {spec.nominalKw.toLocaleString('nl-NL')} kW, energielabel {spec.energyLabel}.
            Controleer het bedrag bij RVO op meldcode.
          </p>
        )}
      </section>
    </div>
  );
}
