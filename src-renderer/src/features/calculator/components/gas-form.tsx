import { useState } from 'react';
import { GAS_RULE } from '@shared/calculator/defaults';
import { FormError } from '@/components/form-error';
import { MAX_YEARLY_GAS_M3 } from '@shared/schemas/calculator';
import type { GasDraft } from '../hooks/use-calculator';
import { bindFields } from '@/lib/field-binding';
import { DecimalField } from './decimal-field';
import { MethodForm } from './method-form';

/** Yearly gas use and household: entered once, used by every method and by the costs. */
export function GasFields({ gas, onChange }: { gas: GasDraft; onChange(gas: GasDraft): void }) {
  const field = bindFields(gas, (patch) => onChange({ ...gas, ...patch }));
  return (
    <>
      <DecimalField
        label="Gasverbruik (m³ per jaar)"
        optional
        {...field('yearlyGasM3')}
        min={0}
        max={MAX_YEARLY_GAS_M3}
        maxMessage={`Meer dan ${MAX_YEARLY_GAS_M3.toLocaleString('nl-NL')} m³ gas per jaar is voor een woning niet aannemelijk; controleer de jaarafrekening.`}
        hint="Van de jaarafrekening; gebruikt voor de vergelijking en de kosten."
      />
      <DecimalField
        label="Aantal bewoners"
        min={1}
        max={20}
        minMessage="Er woont minstens één persoon."
        integer
        {...field('occupants')}
      />
    </>
  );
}

/** From the yearly gas use, by the bluesolid.nl rule (named in the UI). */
export function GasForm({
  gas,
  onChange,
  onCalculate,
}: {
  gas: GasDraft;
  onChange(gas: GasDraft): void;
  onCalculate(): void;
}) {
  const [missing, setMissing] = useState(false);
  return (
    <MethodForm
      label="Gasverbruik"
      fields={<GasFields gas={gas} onChange={onChange} />}
      onCalculate={() => {
        const known = gas.yearlyGasM3 !== null && gas.yearlyGasM3 > 0;
        setMissing(!known);
        if (known) onCalculate();
      }}
    >
      <p className="hint">
        Rekenregel: {GAS_RULE.name}. Een andere gepubliceerde regel (canousgoute.be) komt voor
        dezelfde invoer lager uit; wij rekenen met de ruimere bluesolid-regel.
      </p>
      <FormError
        message={missing ? 'Geef het gasverbruik van een heel jaar om hiermee te rekenen.' : null}
      />
    </MethodForm>
  );
}
