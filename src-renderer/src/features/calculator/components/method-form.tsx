import { useState, type ReactNode } from 'react';
import { FormError } from '@/components/form-error';
import { FIX_FIRST_MESSAGE, focusFirstProblem } from '../hooks/use-field-problems';

/**
 * One way to find the heat loss, as a form named `label`: its fields in the grid, what follows
 * them (rooms, a rule, an error), then its other `actions` and `Berekenen`. While a field shows
 * an error, `Berekenen` computes nothing: the focus goes to that field and the form says why.
 * It binds no field itself: its fields edit the calculator's draft (`bindFields`), which is
 * computed as typed and kept across reloads by the calculator, as the save panel's are.
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
  const [refused, setRefused] = useState(false);
  return (
    <form
      className="calc-form"
      aria-label={label}
      onChange={() => setRefused(false)}
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = focusFirstProblem(event.currentTarget);
        setRefused(wrong);
        if (!wrong) onCalculate();
      }}
    >
      <div className="calc-grid">{fields}</div>
      {children}
      <FormError message={refused ? FIX_FIRST_MESSAGE : null} />
      <div className="calc-actions">
        {actions}
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Bezig met rekenen…' : 'Berekenen'}
        </button>
      </div>
    </form>
  );
}
