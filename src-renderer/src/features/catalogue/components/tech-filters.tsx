import { useState } from 'react';
import { NumberField, SelectField, type SelectOption } from '@/components/form-field';
import type { CatalogueFilters, TechFilter } from '../api/products-query';

// Listed here, not imported from the schema module: the catalogue's first load stays free of zod.
// A label "or better": A++ finds A++ and A+++ (the API's minEnergyLabel).
const LABELS: readonly SelectOption[] = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'].map(
  (label, index) => [label, index === 0 ? label : `${label} of beter`] as const,
);
const PHASES: readonly SelectOption[] = [
  ['1', '1-fase (230 V)'],
  ['3', '3-fase (400 V)'],
];
const REFRIGERANTS: readonly SelectOption[] = ['R290', 'R32', 'R454C', 'R410A'].map(
  (name) => [name, name] as const,
);
const SOURCES: readonly SelectOption[] = [
  ['lucht', 'Lucht'],
  ['bodem', 'Bodem'],
];

/**
 * Capacity, phase, sound, label, refrigerant and source of heat pumps. Numbers apply when the
 * field is left or Enter is pressed (not per keystroke); choices apply at once. All live in the
 * URL (see use-catalogue-filters.ts).
 */
export function TechFiltersBar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: (next: CatalogueFilters) => void;
}) {
  const set = (name: TechFilter, value: string) => {
    const { [name]: _old, ...tech } = filters.tech;
    const typed = value.trim().replace(',', '.');
    onChange({ ...filters, tech: typed ? { ...tech, [name]: typed } : tech });
  };
  const choice = (name: TechFilter, label: string, options: readonly SelectOption[]) => (
    <SelectField
      label={label}
      value={filters.tech[name] ?? ''}
      onChange={(event) => set(name, event.target.value)}
    >
      <option value="">Alle</option>
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
  return (
    <fieldset className="tech-filters">
      <legend>Technische filters</legend>
      <NumberInFilter
        label="Vermogen vanaf (kW)"
        value={filters.tech.minKw}
        onSet={(v) => set('minKw', v)}
      />
      <NumberInFilter
        label="Vermogen tot (kW)"
        value={filters.tech.maxKw}
        onSet={(v) => set('maxKw', v)}
      />
      {choice('phase', 'Fase', PHASES)}
      <NumberInFilter
        label="Geluid tot (dB(A))"
        value={filters.tech.maxSoundDb}
        onSet={(v) => set('maxSoundDb', v)}
      />
      {choice('minEnergyLabel', 'Energielabel', LABELS)}
      {choice('refrigerant', 'Koudemiddel', REFRIGERANTS)}
      {choice('source', 'Bron', SOURCES)}
      {Object.keys(filters.tech).length ? (
        <button
          type="button"
          className="button button-ghost"
          onClick={() => onChange({ ...filters, tech: {} })}
        >
          Filters wissen
        </button>
      ) : null}
    </fieldset>
  );
}

/** A number typed freely; it reaches the URL when left or on Enter, and follows the URL back. */
function NumberInFilter({
  label,
  value = '',
  onSet,
}: {
  label: string;
  value?: string | undefined;
  onSet: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  const commit = () => {
    if (text.trim() !== value) onSet(text);
  };
  return (
    <NumberField
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
