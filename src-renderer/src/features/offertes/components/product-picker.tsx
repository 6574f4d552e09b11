import { useDeferredValue, useState } from 'react';
import { TextField } from '@/components/form-field';
import { toast } from '@/components/toasts';
import { useProductSuggestions } from '@/lib/product-suggestions';
import type { OfferteLine } from '@shared/schemas/offerte';
import { productLine } from '../api/product-line';

/**
 * Search the catalogue for a product line: the chosen product comes in at the installer's own
 * price plus the default margin of Bedrijfsgegevens (the server works it out); the price can
 * still be changed afterwards.
 */
export function ProductPicker({
  index,
  onPick,
}: {
  index: number;
  onPick(line: OfferteLine): void;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const deferred = useDeferredValue(typed);
  const suggestions = useProductSuggestions(deferred);
  const shown = deferred.trim().length >= 2 ? (suggestions.data ?? []) : [];

  async function pick(productId: string) {
    setBusy(true);
    try {
      onPick(await productLine(productId));
      setTyped('');
    } catch (caught) {
      toast.error((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="product-picker">
      <TextField
        label="Product zoeken"
        hint="Naam of artikelnummer; de prijs wordt je eigen prijs plus je standaardmarge."
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {shown.length ? (
        <ul
          className="product-picker-results"
          aria-label={`Gevonden producten voor regel ${index + 1}`}
        >
          {shown.map((product) => (
            <li key={product.id}>
              <button
                type="button"
                className="button button-ghost"
                disabled={busy}
                onClick={() => void pick(product.id)}
              >
                {product.name} ({product.modelNumber})
              </button>
            </li>
          ))}
        </ul>
      ) : deferred.trim().length >= 2 && suggestions.isSuccess ? (
        <p className="hint">Geen product gevonden.</p>
      ) : null}
    </div>
  );
}
