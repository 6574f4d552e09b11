import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { ProductEditor } from '@/features/admin/components/product-editor';
import { ProductList } from '@/features/admin/components/product-list';

export function AdminProductsPage() {
  return (
    <Page title="Producten" intro="De catalogus: toevoegen, wijzigen, archiveren, importeren.">
      <ProductList />
    </Page>
  );
}

export function AdminProductPage() {
  const { id } = useParams();
  return <ProductEditor key={id ?? 'nieuw'} id={id} />;
}
