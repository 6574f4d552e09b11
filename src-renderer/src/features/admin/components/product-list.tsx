import { useState } from 'react';
import { toast } from '@/components/toasts';
import { Link } from 'react-router-dom';
import { formatEuro } from '@shared/domain/money';
import { categoryLabel } from '@shared/domain/rules';
import { exportProducts } from '../api/export-products';
import { useAdminProducts, type ProductFilters } from '../api/get-admin-products';
import { CsvImport } from './csv-import';
import { useUrlFilters as useFilterParams } from '@/hooks/use-url-filters';
import { PagedList } from './query-states';
import { SearchForm } from './search-form';
import { SelectField } from './select-field';

/** The catalogue as the back-office sees it, archived products included. */
export function ProductList() {
  const filter = useFilterParams();
  const status = (filter.get('status') || 'alle') as NonNullable<ProductFilters['status']>;
  const [importing, setImporting] = useState(false);
  const query = useAdminProducts({ q: filter.get('q') || undefined, status });

  async function download() {
    try {
      await exportProducts();
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

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
        <button type="button" className="button" onClick={download}>
          CSV exporteren
        </button>
      </div>
      {importing ? <CsvImport onDone={() => setImporting(false)} /> : null}
      <SearchForm
        value={filter.get('q')}
        placeholder="Naam of typenummer"
        onSearch={(text) => filter.set('q', text)}
      >
        <SelectField
          label="Tonen"
          value={status}
          onChange={(event) =>
            filter.set('status', event.target.value === 'alle' ? '' : event.target.value)
          }
        >
          <option value="alle">Alle producten</option>
          <option value="actief">Alleen in de catalogus</option>
          <option value="gearchiveerd">Alleen gearchiveerd</option>
        </SelectField>
      </SearchForm>
      <PagedList query={query} empty="Geen producten gevonden.">
        {(products) => (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Producten</caption>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col" className="hide-narrow">
                    Categorie
                  </th>
                  <th scope="col">Adviesprijs</th>
                  <th scope="col" className="hide-narrow">
                    Installateursprijs
                  </th>
                  <th scope="col">Staat</th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.id}>
                    <td>
                      <Link to={`/beheer/producten/${encodeURIComponent(product.id)}`}>
                        {product.name}
                      </Link>
                      <div className="admin-muted">{product.modelNumber}</div>
                    </td>
                    <td className="hide-narrow">{categoryLabel(product.category)}</td>
                    <td className="amount">{formatEuro(product.price)}</td>
                    <td className="hide-narrow amount">
                      {product.installateurPrijs === undefined
                        ? '—'
                        : formatEuro(product.installateurPrijs)}
                    </td>
                    <td>
                      {product.archived ? (
                        <span className="admin-badge warn">Gearchiveerd</span>
                      ) : product.inStock ? (
                        <span className="admin-badge ok">Op voorraad</span>
                      ) : (
                        <span className="admin-badge">Niet op voorraad</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </>
  );
}
