import { useRef, useState, type ReactNode } from 'react';
import { NumberField } from '@/components/form-field';
import { formatDecimal, parseDecimal } from '@/lib/decimal';
import { useReportProblem } from '../hooks/use-field-problems';

/**
 * The kit's number field for a live calculation: it takes a decimal comma, and the value
 * changes only when the text is a number within bounds; otherwise the field says what is wrong
 * and tells the calculator (use-field-problems.ts), which then computes nothing from it. Its
 * text is selected when it gets the focus, so typing replaces a prefilled value ("120" typed
 * over "120" is 120, not 120120).
 */
type DecimalFieldProps = {
  label: string;
  min?: number;
  max?: number;
  /** Said next to the field when the value is below `min` or above `max`, instead of the bound. */
  minMessage?: string;
  maxMessage?: string;
  hint?: ReactNode;
  /** A problem found outside the field (e.g. against another field), said next to it. */
  problem?: string | undefined;
  integer?: boolean;
  className?: string;
} & (
  | { optional?: false; value: number; onChange(value: number): void }
  | { optional: true; value: number | null; onChange(value: number | null): void }
);

export function DecimalField(props: DecimalFieldProps) {
  const {
    label,
    value,
    min,
    max,
    minMessage,
    maxMessage,
    hint,
    problem,
    integer = false,
    className,
  } = props;
  const show = (v: number | null) => (v === null ? '' : formatDecimal(v));
  const [text, setText] = useState(() => show(value));
  const [error, setError] = useState<string | undefined>();
  useReportProblem(error ?? problem);
  /** Focus came by a click: the mouse-up that follows would undo the selection. */
  const selectedOnFocus = useRef(false);

  // A value set from outside (a reopened calculation, a new default) replaces the text;
  // adjusted while rendering, as React advises for state that follows a prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseDecimal(text) !== value) {
      setText(show(value));
      setError(undefined);
    }
  }

  function change(next: string) {
    setText(next);
    if (props.optional && next.trim() === '') {
      setError(undefined);
      props.onChange(null);
      return;
    }
    const parsed = parseDecimal(next);
    let problem: string | undefined;
    if (parsed === null) problem = 'Geef een getal, bijvoorbeeld 0,6.';
    else if (integer && !Number.isInteger(parsed)) problem = 'Geef een heel getal.';
    else if (min !== undefined && parsed < min) {
      problem = minMessage ?? `Geef minstens ${formatDecimal(min)}.`;
    } else if (max !== undefined && parsed > max) {
      problem = maxMessage ?? `Geef hooguit ${formatDecimal(max)}.`;
    }
    setError(problem);
    if (problem === undefined && parsed !== null) props.onChange(parsed);
  }

  return (
    <NumberField
      label={label}
      hint={hint}
      error={error ?? problem}
      fieldClassName={className}
      autoComplete="off"
      value={text}
      onChange={(event) => change(event.target.value)}
      onFocus={(event) => {
        event.currentTarget.select();
        selectedOnFocus.current = true;
      }}
      onMouseUp={(event) => {
        if (selectedOnFocus.current) event.preventDefault();
        selectedOnFocus.current = false;
      }}
      onBlur={() => {
        selectedOnFocus.current = false;
      }}
    />
  );
}
