import { MAX_LINE_QUANTITY } from '@shared/domain/rules';

/** − [n] + for a cart line; whole numbers from 1 to 999, 0 removes the line. */
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
      <button type="button" aria-label={`Eén minder ${name}`} onClick={() => onChange(value - 1)}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_LINE_QUANTITY}
        aria-label={`Aantal ${name}`}
        value={value}
        onChange={(event) => {
          const next = Math.trunc(Number(event.target.value));
          if (Number.isFinite(next)) onChange(Math.min(MAX_LINE_QUANTITY, next));
        }}
      />
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
