import { Navigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { ClientAddressOffer } from '@/features/clients/components/client-address-offer';
import { ClientSelect } from '@/features/clients/components/client-select';
import { useQuote } from '@/features/cart/api/get-quote';
import { useCart } from '@/features/cart/cart-context';
import { CheckoutDetails } from '@/features/orders/components/checkout-details';
import { CheckoutReviewStep } from '@/features/orders/components/checkout-review';
import { useCheckout } from '@/features/orders/hooks/use-checkout';
import { PointsBalance } from '@/features/points/components/points-balance';
import '@/features/orders/checkout.css';

/** Afrekenen: the cart's contents become an order in two steps (details, review). */
export function CheckoutPage() {
  const { user, profile } = useAuth();
  const cart = useCart();
  const checkout = useCheckout({
    owner: user?.uid ?? '',
    homeAddress: profile?.address ?? '',
    cart: { ...cart, useQuote },
  });
  const { form } = checkout;

  if (checkout.status === 'placed') return <Spinner size="lg" />;
  if (checkout.status === 'loading') return <Spinner size="md" />;
  if (checkout.status === 'empty') return <Navigate to={paths.cart} replace />;
  return (
    <Page title="Afrekenen">
      {checkout.step === 'details' ? (
        <CheckoutDetails
          checkout={checkout}
          addresses={profile?.deliveryAddresses ?? []}
          pointsBalance={<PointsBalance fallback={profile?.rewardPoints ?? 0} />}
          clientChoice={
            <ClientSelect
              value={form.clientId}
              selectedName={form.clientName}
              onChange={checkout.chooseClient}
            />
          }
          clientAddress={
            <ClientAddressOffer
              clientId={form.clientId}
              current={form.address}
              onUse={(picked) => checkout.change('address', picked)}
            />
          }
        />
      ) : (
        <CheckoutReviewStep checkout={checkout} />
      )}
    </Page>
  );
}
