import { useId } from 'react';

export function TextField({
  label,
  value,
  onChange,
  maxLength = 80,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
