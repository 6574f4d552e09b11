export type SpinnerSize = 'sm' | 'md' | 'lg';

/** The loading spinner with the text Laden..., in three sizes. */
export function Spinner({ size = 'md' }: { size?: SpinnerSize }) {
  return (
    <div className={`spinner spinner-${size}`} role="status" aria-live="polite">
      <span className="spinner-wheel" aria-hidden="true" />
      <span className="spinner-text">Laden...</span>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size="lg" />
    </div>
  );
}
