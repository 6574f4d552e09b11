import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { toast } from '@/components/toasts';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/cart-context';
import { CustomerInvoicesPanel } from '@/features/customer-invoices/components/customer-invoices-panel';
import { useOfferte } from '@/features/offertes/api/get-offerte';
import { offerteOrder, offerteOrderList } from '@/features/offertes/api/order-offerte';
import { orderListKeys } from '@/features/order-lists/api/order-lists';
import { OfferteEditor } from '@/features/offertes/components/offerte-editor';
import { OfferteStatusBadge } from '@/features/offertes/components/offerte-status';
import { RecordError } from './record-error';
import '@/features/offertes/offertes.css';

export function OffertePage() {
  const id = useParams().id ?? '';
  const offerte = useOfferte(id);
  const { addLines } = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  if (!offerte.isSuccess) return <RecordError record="offerte" query={offerte} />;
  const data = offerte.data;

  /**
   * `Bestellen`: the product lines into the cart at the installer's own prices, with the job
   * (client, the client's address, offerte number) that checkout starts from on any device.
   */
  async function order() {
    try {
      const { lines, number, clientId, clientName, address } = await offerteOrder(data.id);
      const products = lines.flatMap(({ product, quantity }) =>
        product ? [{ product, quantity }] : [],
      );
      addLines(products, {
        reference: number,
        ...(clientId ? { clientId } : {}),
        clientName,
        ...(address ? { address } : {}),
        offerteNumber: number,
      });
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

  /** `Bestellijst maken`: the offerte as a bestellijst any colleague can order from. */
  async function makeList() {
    try {
      const list = await offerteOrderList(data.id);
      await queryClient.invalidateQueries({ queryKey: orderListKeys.all });
      toast.success(`Bestellijst “${list.name}” is gemaakt.`, { nextPage: true });
      navigate(paths.orderList(list.id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'De bestellijst maken lukte niet.');
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
      <OfferteEditor
        key={`${data.id}-${data.version}`}
        offerte={data}
        onOrder={order}
        onMakeList={makeList}
      />
      <CustomerInvoicesPanel offerte={data} />
    </Page>
  );
}
