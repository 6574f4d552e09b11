import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { useCart } from '@/features/cart/cart-context';
import { OrderInvoices } from '@/features/invoices/components/order-invoices';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { useReorder } from '@/features/orders/hooks/use-reorder';
import { OrderInstallationsSlot } from './order-installations-slot';
import { RecordError } from './record-error';

/** One order: its detail, with the invoices and installations beside it, and ordering again. */
export function OrderPage() {
  const { id = '' } = useParams();
  const orderQuery = useOrder(id);
  const { addLines } = useCart();
  const reorder = useReorder({ addLines });

  if (!orderQuery.isSuccess) return <RecordError record="bestelling" query={orderQuery} />;
  const order = orderQuery.data;
  return (
    <Page title={`Bestelling ${order.number}`}>
      <OrderDetail
        order={order}
        reorder={reorder}
        invoices={<OrderInvoices orderId={order.id} />}
        installations={<OrderInstallationsSlot order={order} />}
      />
    </Page>
  );
}
