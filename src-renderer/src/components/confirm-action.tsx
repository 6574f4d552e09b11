import type { ReactNode } from 'react';
import { FormError } from './form-error';
import { OpenInPlace } from './open-in-place';

/**
 * A button whose action asks to be confirmed first (deleting, removing): the question, then
 * `Annuleren` and the confirming button; the request's error below.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  request,
  onConfirm,
  className,
  buttonClassName = 'button',
}: {
  label: ReactNode;
  question: ReactNode;
  confirmLabel: ReactNode;
  request: { isPending: boolean; error: Error | null };
  /** Runs the action; call `done` when it is over (closes the question). */
  onConfirm: (done: () => void) => void;
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <div className={className}>
      <OpenInPlace label={label} className={buttonClassName}>
        {(close) => (
          <div role="group" aria-label="Verwijderen bevestigen" className="form-card confirm-box">
            <p>{question}</p>
            <div className="form-actions">
              <button type="button" className="button" onClick={close}>
                Annuleren
              </button>
              <button
                type="button"
                className="button button-danger"
                disabled={request.isPending}
                onClick={() => onConfirm(close)}
              >
                {confirmLabel}
              </button>
            </div>
          </div>
        )}
      </OpenInPlace>
      <FormError message={request.error?.message} />
    </div>
  );
}
