import { DEFAULT_AIR_CHANGES, type BuildPeriod } from '@shared/calculator/defaults';
import { BOUNDARIES, type Boundary } from '@shared/calculator/heat-loss';

import { formatDecimal } from '@/lib/decimal';
import {
  elementU,
  kindDefault,
  newElement,
  type ElementDraft,
  type RoomDraft,
} from '../rooms-draft';
import { DecimalField } from './decimal-field';
import { OptionSelect } from './option-select';
import { TextField } from '@/components/form-field';

const BOUNDARY_OPTIONS: { id: Boundary; label: string }[] = BOUNDARIES.map((id) => ({
  id,
  label: { buiten: 'Buiten', grond: 'Grond', aangrenzend: 'Aangrenzende ruimte' }[id],
}));
const INPUT_MODES = [
  { id: 'u', label: 'U-waarde' },
  { id: 'rc', label: 'Rc-waarde' },
] as const;

function ElementEditor({
  element,
  period,
  onChange,
  onRemove,
}: {
  element: ElementDraft;
  period: BuildPeriod;
  onChange(element: ElementDraft): void;
  onRemove(): void;
}) {
  // Typing a value of one's own ends the link with the period's default.
  const edit = (patch: Partial<ElementDraft>) => {
    const { kind: _kind, ...rest } = element;
    onChange({ ...rest, ...patch });
  };
  const source = element.kind ? kindDefault(element.kind, period).source : null;
  return (
    <fieldset className="calc-element">
      <legend>{element.name || 'Bouwdeel'}</legend>
      <TextField
        maxLength={80}
        label="Naam bouwdeel"
        value={element.name}
        onChange={(event) => onChange({ ...element, name: event.target.value })}
      />
      <DecimalField
        label="Oppervlakte (m²)"
        value={element.area}
        min={0}
        max={10_000}
        onChange={(area) => onChange({ ...element, area })}
      />
      <OptionSelect
        label="Invoer"
        value={element.inputMode}
        options={INPUT_MODES}
        onChange={(inputMode) => edit({ inputMode })}
      />
      {element.inputMode === 'rc' ? (
        <DecimalField
          label="Rc (m²·K/W)"
          value={element.rc}
          min={0}
          max={20}
          onChange={(rc) => edit({ rc })}
          hint={`U = 1 / (Rc + 0,17) = ${formatDecimal(elementU(element), 2)}`}
        />
      ) : (
        <DecimalField
          label="U (W/m²·K)"
          value={element.uValue}
          min={0}
          max={10}
          onChange={(uValue) => edit({ uValue })}
        />
      )}
      <OptionSelect
        label="Grenst aan"
        value={element.boundary}
        options={BOUNDARY_OPTIONS}
        onChange={(boundary) => onChange({ ...element, boundary })}
      />
      {element.boundary === 'aangrenzend' ? (
        <DecimalField
          label="Temperatuur daar (°C)"
          value={element.adjacentTemperature}
          min={-30}
          max={40}
          onChange={(adjacentTemperature) => onChange({ ...element, adjacentTemperature })}
          hint="Buurwoning 17 °C (ISSO 51:2023); een ander vertrek: zijn ontwerptemperatuur."
        />
      ) : null}
      <div className="calc-element-foot">
        {source ? <span className="hint">{source}</span> : <span />}
        <button type="button" className="button button-ghost" onClick={onRemove}>
          Verwijder bouwdeel<span className="visually-hidden"> {element.name}</span>
        </button>
      </div>
    </fieldset>
  );
}

/** One room: design temperature, volume, air changes and its elements. */
export function RoomEditor({
  room,
  period,
  onChange,
  onRemove,
}: {
  room: RoomDraft;
  period: BuildPeriod;
  onChange(room: RoomDraft): void;
  onRemove?: () => void;
}) {
  const setElement = (index: number, element: ElementDraft) =>
    onChange({ ...room, elements: room.elements.map((e, i) => (i === index ? element : e)) });
  return (
    <fieldset className="calc-room">
      <legend>{room.name || 'Vertrek'}</legend>
      <div className="calc-grid">
        <TextField
          maxLength={80}
          label="Naam vertrek"
          value={room.name}
          onChange={(event) => onChange({ ...room, name: event.target.value })}
        />
        <DecimalField
          label="Ontwerptemperatuur (°C)"
          value={room.temperature}
          min={0}
          max={35}
          onChange={(temperature) => onChange({ ...room, temperature })}
          hint="ISSO 51:2023: verblijfsruimte 22 °C, hal en bijkeuken 20 °C"
        />
        <DecimalField
          label="Volume (m³)"
          value={room.volume}
          min={0.1}
          max={100_000}
          onChange={(volume) => onChange({ ...room, volume })}
        />
        <DecimalField
          label="Luchtwisselingen per uur"
          value={room.airChangesPerHour}
          min={0}
          max={20}
          onChange={(airChangesPerHour) => onChange({ ...room, airChangesPerHour })}
          hint={DEFAULT_AIR_CHANGES.source}
        />
      </div>
      {room.elements.map((element, index) => (
        <ElementEditor
          key={element.id}
          element={element}
          period={period}
          onChange={(next) => setElement(index, next)}
          onRemove={() =>
            onChange({ ...room, elements: room.elements.filter((_, i) => i !== index) })
          }
        />
      ))}
      <div className="calc-actions">
        <button
          type="button"
          className="button"
          onClick={() => onChange({ ...room, elements: [...room.elements, newElement(period)] })}
        >
          Bouwdeel toevoegen<span className="visually-hidden"> aan {room.name}</span>
        </button>
        {onRemove ? (
          <button type="button" className="button button-ghost" onClick={onRemove}>
            Verwijder vertrek<span className="visually-hidden"> {room.name}</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
