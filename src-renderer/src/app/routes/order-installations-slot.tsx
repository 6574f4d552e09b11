import { useQueries } from '@tanstack/react-query';
import { productQuery } from '@/features/catalogue/api/get-product';
import { OrderInstallations } from '@/features/clients/components/order-installations';
import { isHeatPump } from '@shared/domain/installations';
import type { Order } from '@shared/schemas/order';

/** Composes the catalogue (which lines are heat pumps) with the clients' installation form. */
export function OrderInstallationsSlot({ order }: { order: Order }) {
  const delivered = order.status === 'geleverd';
  const products = useQueries({
    queries: order.lines.map((line) => ({ ...productQuery(line.productId), enabled: delivered })),
  });
  if (!delivered) return null;
  const lines = order.lines.filter((line, index) => {
    const product = products[index]?.data;
    return product !== undefined && isHeatPump(product);
  });
  return (
    <OrderInstallations
      orderId={order.id}
      {...(order.clientId ? { clientId: order.clientId } : {})}
      lines={lines}
    />
  );
}
