import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormError } from '@/components/form-error';
import '../public-forms.css';

/**
 * A public form: its fields, a honeypot field that bots fill in and people never see, the
 * server's error and the submit button; once sent, the server's receipt instead.
 */
export function PublicForm({
  onSubmit,
  send,
  honeypot,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  send: { data?: { message: string }; error: Error | null; isPending: boolean };
  honeypot: UseFormRegisterReturn;
  submitLabel: string;
  children: ReactNode;
}) {
  if (send.data) {
    return (
      <div className="form-received" role="status">
        {send.data.message}
      </div>
    );
  }
  return (
    <form className="public-form" onSubmit={onSubmit} noValidate>
      {children}
      <div className="form-trap" aria-hidden="true">
        <label>
          Website (niet invullen)
          <input type="text" tabIndex={-1} autoComplete="off" {...honeypot} />
        </label>
      </div>
      <FormError message={send.error?.message} />
      <div>
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
