import { Link } from 'react-router-dom';
import { ListScaffold } from '@/components/list-scaffold';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useCart } from '@/features/cart/cart-context';
import { useOrderLists } from '@/features/order-lists/api/order-lists';
import { useListToCart } from '@/features/order-lists/hooks/use-list-to-cart';

/** The company's order lists: open one, or put a whole list back in the cart. */
export function OrderListsPage() {
  const query = useOrderLists();
  const { addLines } = useCart();
  const { listToCart, busy } = useListToCart(addLines);
  return (
    <Page
      title="Bestellijsten"
      intro={
        <>
          Bewaar een winkelwagen als lijst (in de <Link to={paths.cart}>winkelwagen</Link>) en zet
          hem later weer in de winkelwagen, op elk apparaat en voor je hele bedrijf.
        </>
      }
    >
      <ListScaffold
        query={query}
        empty="Nog geen bestellijsten. Bewaar je winkelwagen als bestellijst om er een te maken."
        table={{
          caption: 'Bestellijsten',
          columns: [
            {
              header: 'Naam',
              primary: true,
              cell: (list) => <Link to={paths.orderList(list.id)}>{list.name}</Link>,
            },
            { header: 'Klant', cell: (list) => list.clientName ?? '—' },
            { header: 'Gemaakt door', cell: (list) => list.createdByName || '—' },
            { header: 'Regels', align: 'amount', cell: (list) => list.lineCount },
            { header: 'Bijgewerkt', cell: (list) => formatDate(list.updatedAt) },
            {
              header: 'Acties',
              cell: (list) => (
                <button
                  type="button"
                  className="button"
                  disabled={busy === list.id}
                  onClick={() => void listToCart(list.id)}
                >
                  In winkelwagen
                </button>
              ),
            },
          ],
        }}
      />
    </Page>
  );
}
