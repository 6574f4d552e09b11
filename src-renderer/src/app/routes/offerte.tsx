import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useCart } from '@/features/cart/cart-context';
import { CustomerInvoicesPanel } from '@/features/customer-invoices/components/customer-invoices-panel';
import { useOfferte } from '@/features/offertes/api/get-offerte';
import { offerteOrder } from '@/features/offertes/api/order-offerte';
import { OfferteEditor } from '@/features/offertes/components/offerte-editor';
import { OfferteStatusBadge } from '@/features/offertes/components/offerte-status';
import { startCheckoutFor } from './checkout-draft';
import { RecordError } from './record-error';
import '@/features/offertes/offertes.css';

export function OffertePage() {
  const id = useParams().id ?? '';
  const offerte = useOfferte(id);
  const { user } = useAuth();
  const { addToCart } = useCart();
  const navigate = useNavigate();

  if (!offerte.isSuccess) return <RecordError record="offerte" query={offerte} />;
  const data = offerte.data;

  /**
   * `Bestellen`: the product lines into the cart at the installer's own prices, and the client
   * and offerte number into the checkout's draft, so they reach the order.
   */
  async function order() {
    try {
      const { products, number, clientId, clientName } = await offerteOrder(data.id);
      for (const { product, quantity } of products) addToCart(product, quantity);
      if (user) {
        startCheckoutFor(user.uid, {
          reference: number,
          ...(clientId ? { clientId } : {}),
          clientName,
          offerteNumber: number,
        });
      }
      toast.success(
        products.length === 1
          ? `1 product van ${number} staat in je winkelwagen.`
          : `${products.length} producten van ${number} staan in je winkelwagen.`,
      );
      navigate(paths.cart);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Bestellen lukte niet.');
    }
  }

  return (
    <Page title={`Offerte ${data.number}`}>
      <p>
        <Link to={paths.offertes}>← Alle offertes</Link>
      </p>
      <p className="offerte-head">
        <OfferteStatusBadge status={data.status} order={data.order} linkOrder />
        <span>Versie {data.version}</span>
        {data.clientName ? <span>Voor {data.clientName}</span> : null}
      </p>
      {/* A new version from the server starts the editor again from what was stored. */}
      <OfferteEditor key={`${data.id}-${data.version}`} offerte={data} onOrder={order} />
      <CustomerInvoicesPanel offerte={data} />
    </Page>
  );
}
