import type { ReactNode } from 'react';
import { SelectField } from '@/components/form-field';

/** The options of a shared list of ids, each with its Dutch label (every id needs one). */
export function choices<T extends string>(
  ids: readonly T[],
  labels: Record<T, string>,
): { id: T; label: string }[] {
  return ids.map((id) => ({ id, label: labels[id] }));
}

/** The kit's select over a fixed list of typed options. */
export function OptionSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  hint,
}: {
  label: string;
  value: T;
  options: readonly { id: T; label: string }[];
  onChange(value: T): void;
  hint?: ReactNode;
}) {
  return (
    <SelectField
      label={label}
      hint={hint}
      value={value}
      onChange={(event) => {
        const picked = options.find((option) => option.id === event.target.value);
        if (picked) onChange(picked.id);
      }}
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
