import { Link, useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/cart-context';
import { CustomerInvoicesPanel } from '@/features/customer-invoices/components/customer-invoices-panel';
import { useOfferte } from '@/features/offertes/api/get-offerte';
import { orderListKeys } from '@/features/order-lists/api/order-lists';
import { OfferteEditor } from '@/features/offertes/components/offerte-editor';
import { OfferteStatusBadge } from '@/features/offertes/components/offerte-status';
import { useOfferteOrder } from '@/features/offertes/hooks/use-offerte-order';
import { RecordError } from './record-error';
import '@/features/offertes/offertes.css';

/** One offerte: its editor, and once accepted ordering it or making it a bestellijst. */
export function OffertePage() {
  const id = useParams().id ?? '';
  const offerte = useOfferte(id);
  const { addLines } = useCart();
  const ordering = useOfferteOrder({ addLines, orderListsKey: orderListKeys.all });

  if (!offerte.isSuccess) return <RecordError record="offerte" query={offerte} />;
  const data = offerte.data;
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
        onOrder={() => ordering.order(data.id)}
        onMakeList={() => ordering.makeList(data.id)}
      />
      <CustomerInvoicesPanel offerte={data} />
    </Page>
  );
}
