import { FormError } from './form-error';

/**
 * The end of a form: its error (announced), `Annuleren` where the form can be left, and the
 * submit button, which says it is busy while `mutation` sends the form.
 */
export function FormActions({
  mutation,
  error,
  label = 'Opslaan',
  busyLabel = 'Bezig met opslaan…',
  onCancel,
}: {
  /** What sends the form: its pending state and its error. */
  mutation: { isPending: boolean; error: Error | null };
  /** A problem found before sending, shown instead of the mutation's error. */
  error?: string | null | undefined;
  label?: string;
  /** The button's text while busy. */
  busyLabel?: string;
  onCancel?: () => void;
}) {
  return (
    <>
      <FormError message={error ?? mutation.error?.message} />
      <div className="form-actions">
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Annuleren
          </button>
        ) : null}
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {mutation.isPending ? busyLabel : label}
        </button>
      </div>
    </>
  );
}
