import { BUILD_PERIODS, DESIGN_TEMPERATURES } from '@shared/calculator/defaults';
import { errorMessage, FormError } from '@/components/form-error';
import { useCalculateHeatLoss } from '../api/calculate-heat-loss';
import type { HeatLossResponse } from '@shared/schemas/calculator';
import type { GasDraft } from '../hooks/use-calculator';
import { copyRoom, newRoom, toHeatLossRequest, withPeriod, type RoomsDraft } from '../rooms-draft';
import { bindFields } from '@/lib/field-binding';
import { DecimalField } from './decimal-field';
import { MethodForm } from './method-form';
import { GasFields } from './gas-form';
import { RoomEditor } from './room-editor';
import { OptionSelect } from './option-select';

/** Room by room, calculated by the API; defaults follow the build period until edited. */
export function RoomsForm({
  draft,
  gas,
  onChange,
  onGas,
  onResult,
}: {
  draft: RoomsDraft;
  gas: GasDraft;
  onChange(draft: RoomsDraft): void;
  onGas(gas: GasDraft): void;
  onResult(rooms: HeatLossResponse): void;
}) {
  const calculate = useCalculateHeatLoss();
  const error = errorMessage(calculate.error, 'De berekening is mislukt. Probeer het opnieuw.');
  const warmest = draft.rooms.find((room) => room.temperature <= draft.outdoorTemperature);
  const reversed = warmest
    ? `Buiten is het dan niet kouder dan binnen in ${warmest.name}: kies een buitentemperatuur onder de ontwerptemperatuur van elk vertrek (ontwerp: −10 °C).`
    : undefined;
  const field = bindFields(draft, (patch) => onChange({ ...draft, ...patch }));
  return (
    <MethodForm
      label="Per vertrek"
      pending={calculate.isPending}
      onCalculate={() => {
        if (reversed) return;
        calculate.mutate(toHeatLossRequest(draft), { onSuccess: onResult });
      }}
      fields={
        <>
          <OptionSelect
            label="Bouwperiode (standaardwaarden)"
            value={draft.period}
            options={BUILD_PERIODS}
            onChange={(period) => onChange(withPeriod(draft, period))}
          />
          <DecimalField
            label="Buitentemperatuur (°C)"
            min={-40}
            max={20}
            {...field('outdoorTemperature')}
            hint={DESIGN_TEMPERATURES.outdoor.source}
            problem={reversed}
          />
          <DecimalField
            label="Grondtemperatuur (°C)"
            min={-10}
            max={30}
            {...field('groundTemperature')}
            hint={DESIGN_TEMPERATURES.ground.source}
          />
          <GasFields gas={gas} onChange={onGas} />
        </>
      }
      actions={
        <button
          type="button"
          className="button"
          disabled={draft.rooms.length >= 100}
          onClick={() =>
            onChange({
              ...draft,
              rooms: [...draft.rooms, newRoom(draft.period, draft.rooms.length)],
            })
          }
        >
          Vertrek toevoegen
        </button>
      }
    >
      {draft.rooms.map((room, index) => (
        <RoomEditor
          key={room.id}
          room={room}
          period={draft.period}
          onChange={(next) =>
            onChange({ ...draft, rooms: draft.rooms.map((r, i) => (i === index ? next : r)) })
          }
          {...(draft.rooms.length < 100
            ? {
                onCopy: () =>
                  onChange({
                    ...draft,
                    rooms: [
                      ...draft.rooms.slice(0, index + 1),
                      copyRoom(room),
                      ...draft.rooms.slice(index + 1),
                    ],
                  }),
              }
            : {})}
          {...(draft.rooms.length > 1
            ? {
                onRemove: () =>
                  onChange({ ...draft, rooms: draft.rooms.filter((_, i) => i !== index) }),
              }
            : {})}
        />
      ))}
      <FormError message={error} />
    </MethodForm>
  );
}
