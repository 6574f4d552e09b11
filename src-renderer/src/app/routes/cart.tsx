import { Page } from '@/components/page';
import { useCart } from '@/features/cart/cart-context';
import { CartFooter } from '@/features/cart/components/cart-footer';
import { CartJobNote } from '@/features/cart/components/cart-job';
import { CartLines } from '@/features/cart/components/cart-lines';
import { EmptyCart } from '@/features/cart/components/empty-cart';
import { useCartQuote } from '@/features/cart/hooks/use-cart-quote';
import { clientSource } from '@/features/clients/api/get-clients';
import { SaveOrderList } from '@/features/order-lists/components/save-order-list';
import { DeliveryChoice } from '@/features/orders/components/delivery-choice';
import { formatPercent } from '@shared/domain/money';
import '@/features/cart/cart.css';

/** Winkelwagen: the cart's lines priced by the server, the delivery, and on to the checkout. */
export function CartPage() {
  const { items, job } = useCart();
  const pricing = useCartQuote();

  if (items.length === 0) {
    return (
      <Page title="Winkelwagen">
        <EmptyCart primary />
      </Page>
    );
  }
  return (
    <Page
      title="Winkelwagen"
      intro={
        pricing.quote?.discountPercent
          ? `Prijzen exclusief btw, berekend met jouw korting van ${formatPercent(pricing.quote.discountPercent)}.`
          : 'Prijzen exclusief btw.'
      }
    >
      <CartJobNote job={job} />
      <CartLines pricing={pricing} />
      <CartFooter
        pricing={pricing}
        deliveryChoice={<DeliveryChoice value={pricing.delivery} onChange={pricing.setDelivery} />}
      />
      <SaveOrderList items={items} clients={clientSource} job={job} />
    </Page>
  );
}
