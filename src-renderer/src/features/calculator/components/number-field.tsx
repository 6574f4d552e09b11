import { useId, useState, type ReactNode } from 'react';
import { formatDecimal, parseDecimal } from '@/lib/decimal';

/**
 * A number input that takes a decimal comma. The value changes only when the text is a
 * number within bounds; otherwise the field says what is wrong.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  integer = false,
  className,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  hint?: ReactNode;
  integer?: boolean;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(() => formatDecimal(value));
  const [error, setError] = useState<string | null>(null);

  // A value set from outside (a reopened calculation, a new default) replaces the text;
  // adjusted while rendering, as React advises for state that follows a prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseDecimal(text) !== value) {
      setText(formatDecimal(value));
      setError(null);
    }
  }

  function change(next: string) {
    setText(next);
    const parsed = parseDecimal(next);
    let problem: string | null = null;
    if (parsed === null) problem = 'Geef een getal, bijvoorbeeld 0,6.';
    else if (integer && !Number.isInteger(parsed)) problem = 'Geef een heel getal.';
    else if (min !== undefined && parsed < min) problem = `Geef minstens ${formatDecimal(min)}.`;
    else if (max !== undefined && parsed > max) problem = `Geef hooguit ${formatDecimal(max)}.`;
    setError(problem);
    if (problem === null && parsed !== null) onChange(parsed);
  }

  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {hint ? (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
