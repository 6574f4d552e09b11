import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './text-field.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * A label, its control and the control's hint and error. The label sits beside the control
 * (not around it), so the control's accessible name is exactly the label text: a wrapping
 * label would add a select's chosen option or an error message to the name.
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const described = [error ? `${id}-fout` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-fout`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
};

/** A labelled input with its error message tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input ref={ref} {...input} {...control} />}
    </Field>
  );
});

/** A labelled search box that narrows a list beside it (searched on the server). */
export function SearchField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="search"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
