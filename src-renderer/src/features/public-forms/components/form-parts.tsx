import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import '../public-forms.css';

/** A labelled input with its error, announced to screen readers. */
export function TextField({
  label,
  error,
  registration,
  optional,
  multiline,
  ...rest
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  optional?: boolean;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = error ? `${registration.name}-fout` : undefined;
  return (
    <div className="field">
      <label htmlFor={registration.name}>
        {label}
        {optional ? <span className="optional"> (optioneel)</span> : null}
      </label>
      {multiline ? (
        <textarea
          id={registration.name}
          rows={6}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...registration}
        />
      ) : (
        <input
          id={registration.name}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          {...rest}
          {...registration}
        />
      )}
      {error ? (
        <span id={describedBy} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A field bots fill in and people never see. */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="form-trap" aria-hidden="true">
      <label>
        Website (niet invullen)
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

export function Received({ children }: { children: ReactNode }) {
  return (
    <div className="form-received" role="status">
      {children}
    </div>
  );
}
