import { Page } from '@/components/page';
import { useCart } from '@/features/cart/cart-context';
import { QuickOrderForm } from '@/features/quick-order/components/quick-order-form';
import { useQuickOrder } from '@/features/quick-order/hooks/use-quick-order';
import '@/features/quick-order/quick-order.css';

/**
 * Quick order: codes and quantities pasted from Excel, read from a CSV file, typed or scanned;
 * checked by the server in one request; in the cart only after the user confirms the list.
 */
export function QuickOrderPage() {
  const { addToCart } = useCart();
  const order = useQuickOrder({ addToCart });
  return (
    <Page
      title="Snel bestellen"
      intro="Plak artikelnummers met hun aantal, zoals uit Excel gekopieerd, of scan ze één voor één. Je controleert de lijst voordat er iets in de winkelwagen komt."
    >
      <QuickOrderForm order={order} />
    </Page>
  );
}
