import { toast } from '@/components/toasts';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { useArchiveProduct } from '../api/archive-product';
import { useAdminProduct } from '../api/get-admin-product';
import { AuditLog } from './audit-log';
import { ProductForm } from './product-form';

function ArchiveButton({ id, archived }: { id: string; archived: boolean }) {
  const archive = useArchiveProduct(id);
  return (
    <button
      type="button"
      className="button"
      disabled={archive.isPending}
      onClick={() =>
        archive.mutate(!archived, {
          onSuccess: () =>
            toast.success(
              archived ? 'Product staat weer in de catalogus.' : 'Product gearchiveerd.',
            ),
          onError: (error) => toast.error(error.message),
        })
      }
    >
      {archived ? 'Terugzetten in de catalogus' : 'Archiveren'}
    </button>
  );
}

/** A new product (no id) or an existing one with its archive button and log. */
export function ProductEditor({ id }: { id?: string }) {
  const query = useAdminProduct(id);
  if (!id) {
    return (
      <Page title="Nieuw product">
        <ProductForm />
      </Page>
    );
  }
  if (query.isPending) return <Spinner />;
  if (query.error) {
    return (
      <Page title="Product">
        <p className="error-panel" role="alert">
          {query.error.message}
        </p>
        <Link to="/beheer/producten">Terug naar de producten</Link>
      </Page>
    );
  }
  const product = query.data;
  return (
    <Page title={product.name}>
      <div className="admin-toolbar">
        {product.archived ? (
          <span className="admin-badge warn">Gearchiveerd: niet in de catalogus</span>
        ) : null}
        <ArchiveButton id={product.id} archived={product.archived} />
        {!product.archived ? (
          <Link to={`/catalogus/${encodeURIComponent(product.id)}`} className="button button-ghost">
            In de catalogus bekijken
          </Link>
        ) : null}
        <Link to="/beheer/producten" className="button button-ghost">
          Alle producten
        </Link>
      </div>
      <ProductForm key={`${product.id}-${product.archived}`} product={product} />
      <AuditLog entity="product" id={product.id} />
    </Page>
  );
}
