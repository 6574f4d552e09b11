import { useState, type InputHTMLAttributes } from 'react';
import { MAX_LINE_QUANTITY } from '@shared/domain/rules';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'min' | 'max'
>;

/** The whole number a typed text stands for, within 1..999; null for empty or nonsense. */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 ? Math.min(quantity, MAX_LINE_QUANTITY) : null;
}

/**
 * A quantity that may be empty while typing and counts only when committed (blur or Enter):
 * clearing the field and typing 3 gives 3. An empty or zero value goes back to the last
 * quantity; Escape does too. Removing a line is never a side effect of typing.
 */
export function QuantityInput({
  value,
  onCommit,
  ...rest
}: NativeProps & { value: number; onCommit: (quantity: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const quantity = parseQuantity(draft);
    setDraft(null);
    if (quantity !== null && quantity !== value) onCommit(quantity);
  }

  return (
    <input
      {...rest}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_LINE_QUANTITY}
      value={draft ?? String(value)}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          setDraft(null);
        }
      }}
    />
  );
}
