import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ActionButton, WaitingForFile } from '@/components/action-button';
import type { Column } from '@/components/data-table';
import { optionsOf } from '@/components/form-field';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { toast } from '@/components/toasts';
import { usePreparedDownload } from '@/hooks/use-prepared-download';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { formatEuro } from '@shared/domain/money';
import { categoryLabel } from '@shared/domain/rules';
import type { Product } from '@shared/schemas/product';
import {
  adminProductsQuery,
  EXPORT_PATH,
  exportFilename,
  type ProductFilters,
} from '../api/products';
import { CsvImport } from './csv-import';

const showError = (error: Error) => toast.error(error.message);

type Shown = NonNullable<ProductFilters['status']>;
const SHOWN_LABELS: Record<Shown, string> = {
  alle: 'Alle producten',
  actief: 'Alleen in de catalogus',
  gearchiveerd: 'Alleen gearchiveerd',
};
const SHOWN = optionsOf(['alle', 'actief', 'gearchiveerd'], SHOWN_LABELS);
const isShown = (value: string): value is Shown => value in SHOWN_LABELS;

function StockBadge({ product }: { product: Product }) {
  if (product.archived) return <span className="admin-badge warn">Gearchiveerd</span>;
  return product.inStock ? (
    <span className="admin-badge ok">Op voorraad</span>
  ) : (
    <span className="admin-badge">Niet op voorraad</span>
  );
}

const columns: Column<Product>[] = [
  {
    header: 'Product',
    primary: true,
    cell: (product) => (
      <>
        <Link to={`/beheer/producten/${encodeURIComponent(product.id)}`}>{product.name}</Link>
        <div className="muted">{product.modelNumber}</div>
      </>
    ),
  },
  { header: 'Categorie', cell: (product) => categoryLabel(product.category) },
  { header: 'Adviesprijs', align: 'amount', cell: (product) => formatEuro(product.price) },
  {
    header: 'Installateursprijs',
    align: 'amount',
    cell: (product) =>
      product.installateurPrijs === undefined ? '—' : formatEuro(product.installateurPrijs),
  },
  { header: 'Staat', cell: (product) => <StockBadge product={product} /> },
];

/** The catalogue as the back-office sees it, archived products included. */
export function ProductList() {
  const filter = useUrlFilters();
  const shown = filter.get('status', 'alle');
  const status = isShown(shown) ? shown : 'alle';
  const [importing, setImporting] = useState(false);
  const query = useInfiniteQuery(adminProductsQuery({ q: filter.get('q') || undefined, status }));

  const exporting = usePreparedDownload(showError);

  return (
    <>
      <div className="admin-toolbar">
        <Link to="/beheer/producten/nieuw" className="button button-primary">
          Nieuw product
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => setImporting((open) => !open)}
          aria-expanded={importing}
        >
          CSV importeren
        </button>
        <ActionButton
          request={exporting}
          busy="Export maken…"
          onClick={() => exporting.start(EXPORT_PATH, exportFilename())}
        >
          CSV exporteren
        </ActionButton>
        <WaitingForFile waiting={exporting.waiting} />
      </div>
      {importing ? <CsvImport onDone={() => setImporting(false)} /> : null}
      <ListScaffold
        search="Naam of typenummer"
        filters={<FilterSelect label="Tonen" param="status" fallback="alle" options={SHOWN} />}
        query={query}
        empty="Geen producten gevonden."
        table={{ caption: 'Producten', columns }}
      />
    </>
  );
}
