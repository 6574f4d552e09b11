import type { ReactNode } from 'react';

/**
 * One way to find the heat loss, as a form named `label`: its fields in the grid, what follows
 * them (rooms, a rule, an error), then its other `actions` and `Berekenen`.
 */
export function MethodForm({
  label,
  fields,
  children,
  actions,
  pending = false,
  onCalculate,
}: {
  label: string;
  fields: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** Calculating takes a request: `Berekenen` says so and waits. */
  pending?: boolean;
  onCalculate(): void;
}) {
  return (
    <form
      className="calc-form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
      }}
    >
      <div className="calc-grid">{fields}</div>
      {children}
      <div className="calc-actions">
        {actions}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Bezig met rekenen…' : 'Berekenen'}
        </button>
      </div>
    </form>
  );
}
