import { AREA_SOURCE, BUILD_PERIODS, DWELLING_TYPES } from '@shared/calculator/defaults';
import { QUICK_AREA_M2 } from '@shared/schemas/calculator';
import type { CalculatorState, GasDraft } from '../hooks/use-calculator';
import { bindFields } from '@/lib/field-binding';
import { DecimalField } from './decimal-field';
import { MethodForm } from './method-form';
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
  const field = bindFields(quick, (patch) => onChange({ ...quick, ...patch }));
  return (
    <MethodForm
      label="Snelle schatting"
      onCalculate={onCalculate}
      fields={
        <>
          <OptionSelect label="Woningtype" options={DWELLING_TYPES} {...field('dwellingType')} />
          <OptionSelect label="Bouwperiode" options={BUILD_PERIODS} {...field('period')} />
          <DecimalField
            label="Gebruiksoppervlakte (m²)"
            {...field('area')}
            min={QUICK_AREA_M2.min}
            max={QUICK_AREA_M2.max}
            minMessage={QUICK_AREA_M2.minMessage}
            maxMessage={QUICK_AREA_M2.maxMessage}
            hint={type ? `Gebruikelijk: ${type.typicalArea} (${AREA_SOURCE})` : undefined}
          />
          <GasFields gas={gas} onChange={onGas} />
        </>
      }
    />
  );
}
