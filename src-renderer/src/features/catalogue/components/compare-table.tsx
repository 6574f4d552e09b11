import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { categoryLabel } from '@shared/domain/rules';
import { formatEuro } from '@shared/domain/money';
import type { Product } from '@shared/schemas/product';
import '../compare.css';

interface Row {
  label: string;
  value: (product: Product) => string;
}

const number = (value: number | undefined, unit: string) =>
  value === undefined ? '—' : `${value.toLocaleString('nl-NL')} ${unit}`.trim();

/** The figures side by side: first what every product has, then the heat-pump data. */
const ROWS: Row[] = [
  { label: 'Type', value: (p) => p.modelNumber },
  { label: 'Categorie', value: (p) => categoryLabel(p.category) },
  { label: 'Adviesprijs excl. btw', value: (p) => formatEuro(p.price) },
  {
    label: 'Installateursprijs',
    value: (p) => (p.installateurPrijs === undefined ? '—' : formatEuro(p.installateurPrijs)),
  },
  { label: 'Voorraad', value: (p) => (p.inStock ? 'Op voorraad' : 'Niet op voorraad') },
  { label: 'Vermogen', value: (p) => number(p.heatPump?.nominalKw, 'kW') },
  { label: 'SCOP (35 °C)', value: (p) => number(p.heatPump?.scop35, '') },
  { label: 'SCOP (55 °C)', value: (p) => number(p.heatPump?.scop55, '') },
  { label: 'Energielabel', value: (p) => p.heatPump?.energyLabel ?? '—' },
  { label: 'Geluidsvermogen', value: (p) => number(p.heatPump?.soundPowerDb, 'dB(A)') },
  { label: 'Fase', value: (p) => (p.heatPump?.phase ? `${p.heatPump.phase}-fase` : '—') },
  { label: 'Koudemiddel', value: (p) => p.heatPump?.refrigerant ?? '—' },
  { label: 'Garantie', value: (p) => number(p.warrantyMonths, 'maanden') },
];

/** Every row of the table: the fixed rows, then each specification any product lists. */
function rowsFor(products: readonly Product[]): Row[] {
  const fixed = new Set(ROWS.map((row) => row.label.toLowerCase()));
  const specs = [...new Set(products.flatMap((p) => Object.keys(p.specifications)))].filter(
    (key) => !fixed.has(key.toLowerCase()),
  );
  return [
    ...ROWS,
    ...specs.map((key) => ({ label: key, value: (p: Product) => p.specifications[key] ?? '—' })),
  ].filter((row) => products.some((p) => row.value(p) !== '—'));
}

/**
 * Products side by side, one column each; a row whose values differ is highlighted and says so
 * to screen readers. On a phone the table scrolls sideways with the row names kept in view.
 */
export function CompareTable({
  products,
  onRemove,
}: {
  products: readonly Product[];
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
          {rowsFor(products).map((row) => {
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
