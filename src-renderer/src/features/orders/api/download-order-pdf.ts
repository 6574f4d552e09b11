import { apiDownload } from '@/lib/api-client';
import type { Order } from '@shared/schemas/order';

/** Downloads the order confirmation as a PDF. */
export function downloadOrderPdf(order: Order) {
  return apiDownload(`/api/orders/${encodeURIComponent(order.id)}/pdf`, `${order.number}.pdf`);
}
