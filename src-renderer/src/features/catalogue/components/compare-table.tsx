import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { categoryLabel } from '@shared/domain/rules';
import { formatEuro } from '@shared/domain/money';
import { basePrice, unitPriceFor } from '@shared/domain/pricing';
import { productFactRows } from '@shared/catalogue/product-facts';
import type { Product } from '@shared/schemas/product';
import '../compare.css';

interface Row {
  label: string;
  value: (product: Product) => string;
}

/** What every product has, first; the signed-in user's own price when there is a discount. */
function fixedRows(discount: number | null): Row[] {
  return [
    { label: 'Type', value: (p) => p.modelNumber },
    { label: 'Categorie', value: (p) => categoryLabel(p.category) },
    { label: 'Adviesprijs excl. btw', value: (p) => formatEuro(p.price) },
    ...(discount === null
      ? []
      : [
          { label: 'Installateursprijs', value: (p: Product) => formatEuro(basePrice(p)) },
          { label: 'Jouw prijs', value: (p: Product) => formatEuro(unitPriceFor(p, discount)) },
        ]),
    { label: 'Voorraad', value: (p) => (p.inStock ? 'Op voorraad' : 'Niet op voorraad') },
  ];
}

/**
 * Every row of the table: the fixed rows, then each fact any product has, once (heat-pump data
 * from its structured fields; free specifications that say the same are left out).
 */
function rowsFor(products: readonly Product[], discount: number | null): Row[] {
  const facts = new Map(
    products.map((p) => [p.id, new Map(productFactRows(p).map((row) => [row.label, row.value]))]),
  );
  const labels = [...new Set([...facts.values()].flatMap((rows) => [...rows.keys()]))];
  return [
    ...fixedRows(discount),
    ...labels.map((label) => ({
      label,
      value: (p: Product) => facts.get(p.id)?.get(label) ?? '—',
    })),
  ].filter((row) => products.some((p) => row.value(p) !== '—'));
}

/**
 * Products side by side, one column each; a row whose values differ is highlighted and says so
 * to screen readers. On a phone the table scrolls sideways with the row names kept in view.
 */
export function CompareTable({
  products,
  discount,
  onRemove,
}: {
  products: readonly Product[];
  /** The signed-in user's discount (own prices shown); null for a visitor. */
  discount: number | null;
  onRemove: (id: string) => void;
}) {
  return (
    <div className="compare-wrap">
      <table className="compare-table">
        <caption className="visually-hidden">
          Vergelijking van {products.length} producten; gemarkeerde rijen verschillen.
        </caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.id} scope="col">
                <Link to={paths.product(product.id)}>{product.name}</Link>
                <div>
                  <button
                    type="button"
                    className="button button-ghost"
                    onClick={() => onRemove(product.id)}
                  >
                    Weghalen<span className="visually-hidden"> {product.name}</span>
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsFor(products, discount).map((row) => {
            const values = products.map(row.value);
            const differs = products.length > 1 && new Set(values).size > 1;
            return (
              <tr key={row.label} className={differs ? 'differs' : undefined}>
                <th scope="row">
                  {row.label}
                  {differs ? <span className="visually-hidden"> (verschilt)</span> : null}
                </th>
                {values.map((value, index) => (
                  <td key={products[index]?.id ?? index}>{value}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
