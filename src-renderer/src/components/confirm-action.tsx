import { useState, type ReactNode } from 'react';
import { FormError } from './form-error';

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
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={className}>
      {confirming ? (
        <div role="group" aria-label="Verwijderen bevestigen" className="form-card confirm-box">
          <p>{question}</p>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Annuleren
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={request.isPending}
              onClick={() => onConfirm(() => setConfirming(false))}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className={buttonClassName} onClick={() => setConfirming(true)}>
          {label}
        </button>
      )}
      <FormError message={request.error?.message} />
    </div>
  );
}
