import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { OrderDetail } from '@/features/admin/components/order-detail';
import { OrderList } from '@/features/admin/components/order-list';

export function AdminOrdersPage() {
  return (
    <Page title="Bestellingen" intro="Alle bestellingen van alle klanten.">
      <OrderList />
    </Page>
  );
}

export function AdminOrderPage() {
  const { id = '' } = useParams();
  return <OrderDetail id={id} />;
}
