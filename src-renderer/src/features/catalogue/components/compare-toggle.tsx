import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MAX_COMPARED, useCompared } from '../compare-store';
import '../compare.css';

/** The checkbox `Vergelijken` on a product; at most four products at a time. */
export function CompareToggle({ product }: { product: { id: string; name: string } }) {
  const compared = useCompared();
  const on = compared.has(product.id);
  return (
    <label
      className="checkbox compare-toggle"
      title={!on && compared.full ? `Je vergelijkt al ${MAX_COMPARED} producten.` : undefined}
    >
      <input
        type="checkbox"
        checked={on}
        disabled={!on && compared.full}
        onChange={(event) => compared.toggle(product, event.target.checked)}
      />
      <span>Vergelijken</span>
    </label>
  );
}

/** Which products are chosen, with the way to the compare page; shown once one is chosen. */
export function CompareBar() {
  const compared = useCompared();
  if (compared.items.length === 0) return null;
  return (
    <aside className="compare-bar" aria-label="Vergelijken">
      <p>
        {compared.items.length} van {MAX_COMPARED} gekozen om te vergelijken
        {compared.full ? ' (vol)' : ''}.
      </p>
      <Link to={paths.compare} className="button button-primary">
        Vergelijk {compared.items.length === 1 ? '1 product' : `${compared.items.length} producten`}
      </Link>
      <button type="button" className="button button-ghost" onClick={compared.clear}>
        Keuze wissen
      </button>
    </aside>
  );
}
