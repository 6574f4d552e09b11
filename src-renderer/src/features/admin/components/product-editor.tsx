import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { toast } from '@/components/toasts';
import type { Product } from '@shared/schemas/product';
import { useAdminMutation } from '../api/admin-mutation';
import { adminKeys } from '../api/keys';
import { adminProductQuery, archiveProduct } from '../api/products';
import { AdminRecord, RecordToolbar } from './admin-record';
import { AuditLog } from './audit-log';
import { ProductForm } from './product-form';

function ArchiveButton({ id, archived }: { id: string; archived: boolean }) {
  const archive = useAdminMutation(archiveProduct(id), {
    cacheAs: () => adminKeys.one('products', id),
    done: (_saved, archiving) =>
      archiving ? 'Product gearchiveerd.' : 'Product staat weer in de catalogus.',
  });
  return (
    <button
      type="button"
      className="button"
      disabled={archive.isPending}
      onClick={() =>
        archive.mutate(!archived, {
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
  if (!id) {
    return (
      <Page title="Nieuw product">
        <ProductForm />
      </Page>
    );
  }
  return <AdminRecord options={adminProductQuery(id)} section="producten" page={ProductPage} />;
}

function ProductPage({ record: product }: { record: Product }) {
  return (
    <Page title={product.name}>
      <RecordToolbar section="producten">
        {product.archived ? (
          <span className="admin-badge warn">Gearchiveerd: niet in de catalogus</span>
        ) : null}
        <ArchiveButton id={product.id} archived={product.archived} />
        {!product.archived ? (
          <Link to={`/catalogus/${encodeURIComponent(product.id)}`} className="button button-ghost">
            In de catalogus bekijken
          </Link>
        ) : null}
      </RecordToolbar>
      <ProductForm key={`${product.id}-${product.archived}`} product={product} />
      <AuditLog entity="product" id={product.id} />
    </Page>
  );
}
