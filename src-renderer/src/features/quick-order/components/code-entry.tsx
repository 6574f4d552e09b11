import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { TextField } from '@/components/form-field';
import { useProductSuggestions } from '@/lib/product-suggestions';

/**
 * One code at a time, typed (with suggestions from the catalogue) or scanned: Enter hands the
 * code on and empties the field for the next scan.
 */
export function CodeEntry({ onEnter }: { onEnter: (code: string) => void }) {
  const [code, setCode] = useState('');
  const typed = useDeferredValue(code);
  const suggestions = useProductSuggestions(typed);
  const listId = useId();

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!code.trim()) return;
    onEnter(code);
    setCode('');
  }

  return (
    <>
      <TextField
        label="Artikelnummer of EAN"
        hint="Typ of scan een code en druk op Enter: hij komt er met aantal 1 bij."
        autoComplete="off"
        spellCheck={false}
        list={listId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={keyDown}
      />
      <datalist id={listId}>
        {(typed.trim().length >= 2 ? (suggestions.data ?? []) : []).map((product) => (
          <option key={product.id} value={product.modelNumber}>
            {product.name}
          </option>
        ))}
      </datalist>
    </>
  );
}
