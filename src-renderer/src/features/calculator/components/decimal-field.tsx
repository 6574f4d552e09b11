import { useState, type ReactNode } from 'react';
import { NumberField } from '@/components/form-field';
import { formatDecimal, parseDecimal } from '@/lib/decimal';

/**
 * The kit's number field for a live calculation: it takes a decimal comma, and the value
 * changes only when the text is a number within bounds; otherwise the field says what is wrong.
 */
export function DecimalField({
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
  const [text, setText] = useState(() => formatDecimal(value));
  const [error, setError] = useState<string | undefined>();

  // A value set from outside (a reopened calculation, a new default) replaces the text;
  // adjusted while rendering, as React advises for state that follows a prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseDecimal(text) !== value) {
      setText(formatDecimal(value));
      setError(undefined);
    }
  }

  function change(next: string) {
    setText(next);
    const parsed = parseDecimal(next);
    let problem: string | undefined;
    if (parsed === null) problem = 'Geef een getal, bijvoorbeeld 0,6.';
    else if (integer && !Number.isInteger(parsed)) problem = 'Geef een heel getal.';
    else if (min !== undefined && parsed < min) problem = `Geef minstens ${formatDecimal(min)}.`;
    else if (max !== undefined && parsed > max) problem = `Geef hooguit ${formatDecimal(max)}.`;
    setError(problem);
    if (problem === undefined && parsed !== null) onChange(parsed);
  }

  return (
    <NumberField
      label={label}
      hint={hint}
      error={error}
      fieldClassName={className}
      autoComplete="off"
      value={text}
      onChange={(event) => change(event.target.value)}
    />
  );
}
