import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import './text-field.css';

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
  const id = useId();
  const described = [error ? `${id}-fout` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <label className="field">
      <span>{label}</span>
      <input
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
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
    </label>
  );
});
