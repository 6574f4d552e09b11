import { QuantityInput } from '@/components/quantity-input';
import { MAX_LINE_QUANTITY } from '@shared/domain/rules';

/** − [n] + for a cart line; whole numbers from 1 to 999. Removing is a separate button. */
export function QuantityStepper({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="stepper" role="group" aria-label={`Aantal ${name}`}>
      <button
        type="button"
        aria-label={`Eén minder ${name}`}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <QuantityInput aria-label={`Aantal ${name}`} value={value} onCommit={onChange} />
      <button
        type="button"
        aria-label={`Eén meer ${name}`}
        disabled={value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
