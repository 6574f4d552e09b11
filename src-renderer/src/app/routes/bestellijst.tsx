import { useParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/cart-context';
import { useClientAddress } from '@/features/clients/hooks/use-client-address';
import { useOrderList } from '@/features/order-lists/api/order-lists';
import { OrderListDetail } from '@/features/order-lists/components/order-list-detail';

/** One order list: its lines (all or some back in the cart), its job, its name, deleting it. */
export function OrderListPage() {
  const { id = '' } = useParams();
  const query = useOrderList(id);
  const list = query.data;
  // A project list without an address of its own offers its client's, once that is in.
  const clientAddress = useClientAddress(list?.clientId)?.address;
  const { addLines } = useCart();
  return (
    <Page
      title={list?.name ?? 'Bestellijst'}
      back={{ to: paths.orderLists, label: 'Alle bestellijsten' }}
    >
      <QueryStates query={query} isEmpty={false} empty="" what="De bestellijst" one>
        {list ? (
          <OrderListDetail list={list} clientAddress={clientAddress} addLines={addLines} />
        ) : null}
      </QueryStates>
    </Page>
  );
}
