import { FormError } from './form-error';

/**
 * The end of a form: its error (announced), `Annuleren` where the form can be left, and the
 * submit button, which says it is busy while the form is being sent.
 */
export function FormActions({
  error,
  pending,
  label,
  busyLabel,
  onCancel,
}: {
  error: string | null | undefined;
  pending: boolean;
  label: string;
  /** The button's text while busy, e.g. "Bezig met opslaan…". */
  busyLabel: string;
  onCancel?: () => void;
}) {
  return (
    <>
      <FormError message={error} />
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Annuleren
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
