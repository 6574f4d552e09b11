import { DEFAULT_AIR_CHANGES, type BuildPeriod } from '@shared/calculator/defaults';
import { BOUNDARIES } from '@shared/calculator/heat-loss';

import { RADIATOR_TYPES, type RadiatorType } from '@shared/domain/calculator-keys';
import { formatDecimal } from '@/lib/decimal';
import { bindFields } from '@/lib/field-binding';
import {
  elementU,
  emptyDims,
  kindDefault,
  newElement,
  temperatureForName,
  withDims,
  type ElementDraft,
  type RoomDims,
  type RoomDraft,
} from '../rooms-draft';
import { DecimalField } from './decimal-field';
import { choices, OptionSelect } from './option-select';
import { TextField } from '@/components/form-field';

const BOUNDARY_OPTIONS = choices(BOUNDARIES, {
  buiten: 'Buiten',
  grond: 'Grond',
  aangrenzend: 'Aangrenzende ruimte',
});
const FLOORS = [
  { id: 'grond', label: 'Op grond of kruipruimte' },
  { id: 'verwarmd', label: 'Boven een verwarmd vertrek' },
] as const;
const CEILINGS = [
  { id: 'verwarmd', label: 'Onder een verwarmd vertrek' },
  { id: 'dak', label: 'Onder het dak' },
] as const;
const EMITTERS: readonly { id: 'geen' | RadiatorType | 'vloer'; label: string }[] = [
  { id: 'geen', label: 'Niet opgegeven' },
  ...RADIATOR_TYPES.map((id) => ({ id, label: `Paneelradiator type ${id}` })),
  { id: 'vloer', label: 'Vloerverwarming' },
];

const RADIATOR_SIZES = [
  { key: 'heightMm', label: 'Hoogte radiator (mm)', max: 2000 },
  { key: 'lengthMm', label: 'Lengte radiator (mm)', max: 6000 },
] as const;

/** The room's existing radiator: type, height and length in mm. */
function RadiatorEditor({ room, onChange }: { room: RoomDraft; onChange(room: RoomDraft): void }) {
  const radiator = room.radiator;
  const size =
    radiator &&
    bindFields(radiator, (patch) => onChange({ ...room, radiator: { ...radiator, ...patch } }));
  const withoutRadiator = () => {
    const { radiator: _old, ...rest } = room;
    return rest;
  };
  return (
    <div className="calc-grid">
      <OptionSelect
        label="Radiator"
        value={radiator?.type ?? 'geen'}
        options={EMITTERS}
        onChange={(type) =>
          onChange(
            type === 'geen'
              ? withoutRadiator()
              : { ...room, radiator: { heightMm: 600, lengthMm: 1000, ...radiator, type } },
          )
        }
        hint="Het bestaande afgiftesysteem, om te toetsen bij de aanvoertemperatuur."
      />
      {size && radiator.type !== 'vloer'
        ? RADIATOR_SIZES.map(({ key, label, max }) => (
            <DecimalField key={key} label={label} min={200} max={max} integer {...size(key)} />
          ))
        : null}
    </div>
  );
}

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
  const own = bindFields(element, (patch) => onChange({ ...element, ...patch, ownValue: true }));
  const field = bindFields(element, (patch) => onChange({ ...element, ...patch }));
  const source =
    element.kind && !element.ownValue ? kindDefault(element.kind, period).source : null;
  return (
    <fieldset className="calc-element">
      <legend>{element.name || 'Bouwdeel'}</legend>
      <TextField
        maxLength={80}
        label="Naam bouwdeel"
        value={element.name}
        onChange={(event) => onChange({ ...element, name: event.target.value })}
      />
      <DecimalField label="Oppervlakte (m²)" min={0} max={10_000} {...field('area')} />
      <OptionSelect label="Invoer" options={INPUT_MODES} {...own('inputMode')} />
      {element.inputMode === 'rc' ? (
        <DecimalField
          label="Rc (m²·K/W)"
          min={0}
          max={20}
          {...own('rc')}
          hint={`U = 1 / (Rc + 0,17) = ${formatDecimal(elementU(element), 2)}`}
        />
      ) : (
        <DecimalField
          label="U (W/m²·K)"
          min={0}
          max={10}
          maxMessage="Een U-waarde boven 10 W/(m²·K) bestaat niet in een woning; enkel glas is ongeveer 5,8."
          {...own('uValue')}
        />
      )}
      <OptionSelect label="Grenst aan" options={BOUNDARY_OPTIONS} {...field('boundary')} />
      {element.boundary === 'aangrenzend' ? (
        <DecimalField
          label="Temperatuur daar (°C)"
          min={-30}
          max={40}
          {...field('adjacentTemperature')}
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

/** The room's measures: the elements and volume follow from them. */
function DimsEditor({
  room,
  period,
  onChange,
}: {
  room: RoomDraft;
  period: BuildPeriod;
  onChange(room: RoomDraft): void;
}) {
  const dims = room.dims ?? emptyDims();
  const field = bindFields(dims, (patch: Partial<RoomDims>) =>
    onChange(withDims(room, { ...dims, ...patch }, period)),
  );
  const metres = (
    label: string,
    key: 'length' | 'width' | 'outside' | 'party' | 'glazing',
    hint?: string,
  ) => (
    <DecimalField
      label={label}
      optional
      {...field(key)}
      min={0}
      max={key === 'glazing' ? 500 : 100}
      maxMessage={
        key === 'glazing'
          ? 'Meer dan 500 m² ramen in één vertrek is niet aannemelijk.'
          : 'Een vertrek van meer dan 100 m lang is niet aannemelijk.'
      }
      hint={hint}
    />
  );
  return (
    <div className="calc-grid calc-dims">
      {metres('Lengte (m)', 'length')}
      {metres('Breedte (m)', 'width')}
      <DecimalField
        label="Hoogte (m)"
        {...field('height')}
        min={1.5}
        max={6}
        minMessage="Een vertrek lager dan 1,5 m is geen verblijfsruimte."
        maxMessage="Een plafond hoger dan 6 m is in een woning niet aannemelijk; reken een vide als eigen vertrek."
      />
      {metres('Buitengevel (m)', 'outside', 'Lengte van de buitenmuur.')}
      {metres('Ramen en deuren (m²)', 'glazing', 'In de buitengevel; gaat van de gevel af.')}
      {metres('Woningscheidende wand (m)', 'party', 'Naar de buren (17 °C).')}
      <OptionSelect label="Vloer" options={FLOORS} {...field('floor')} />
      <OptionSelect label="Plafond" options={CEILINGS} {...field('ceiling')} />
      {dims.length !== null && dims.width !== null ? (
        <p className="hint">
          {formatDecimal(dims.length * dims.width, 2)} m², {formatDecimal(room.volume, 1)} m³.
        </p>
      ) : null}
    </div>
  );
}

/** One room: measures, design temperature, volume, air changes and its elements. */
export function RoomEditor({
  room,
  period,
  onChange,
  onRemove,
  onCopy,
}: {
  room: RoomDraft;
  period: BuildPeriod;
  onChange(room: RoomDraft): void;
  onRemove?: () => void;
  onCopy?: () => void;
}) {
  const field = bindFields(room, (patch) => onChange({ ...room, ...patch }));
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
          onChange={(event) => {
            const name = event.target.value;
            const byName = room.ownTemperature ? null : temperatureForName(name);
            onChange({ ...room, name, ...(byName === null ? {} : { temperature: byName }) });
          }}
        />
        <DecimalField
          label="Ontwerptemperatuur (°C)"
          value={room.temperature}
          min={5}
          max={30}
          minMessage="Onder 5 °C is een vertrek onverwarmd; laat het weg of reken het als aangrenzende ruimte."
          maxMessage="Een ontwerptemperatuur boven 30 °C is niet aannemelijk."
          onChange={(temperature) => onChange({ ...room, temperature, ownTemperature: true })}
          hint="ISSO 51:2023: verblijfsruimte 22 °C, hal en bijkeuken 20 °C"
        />
        <DecimalField label="Volume (m³)" min={0.1} max={100_000} {...field('volume')} />
        <DecimalField
          label="Luchtwisselingen per uur"
          min={0}
          max={20}
          {...field('airChangesPerHour')}
          hint={DEFAULT_AIR_CHANGES.source}
        />
      </div>
      <DimsEditor room={room} period={period} onChange={onChange} />
      <RadiatorEditor room={room} onChange={onChange} />
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
        {onCopy ? (
          <button type="button" className="button" onClick={onCopy}>
            Kopieer vertrek<span className="visually-hidden"> {room.name}</span>
          </button>
        ) : null}
        {onRemove ? (
          <button type="button" className="button button-ghost" onClick={onRemove}>
            Verwijder vertrek<span className="visually-hidden"> {room.name}</span>
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
