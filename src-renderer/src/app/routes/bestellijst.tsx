import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { formatDate } from '@/lib/dates';
import { useCart } from '@/features/cart/cart-context';
import { useClient } from '@/features/clients/api/get-client';
import { useChangeOrderList, useOrderList } from '@/features/order-lists/api/order-lists';
import { ListNameField } from '@/features/order-lists/components/list-name-field';
import { OrderListLines } from '@/features/order-lists/components/order-list-lines';
import { announce } from '@/features/order-lists/hooks/use-list-to-cart';
import type { OrderList } from '@shared/schemas/order-list';
import { formatDeliveryAddress } from '@shared/schemas/profile';
import { startCheckoutFor, type JobContext } from '@/features/orders/checkout-draft';

/** One order list: its lines (all or some back in the cart), its name, and deleting it. */
export function OrderListPage() {
  const { id = '' } = useParams();
  const query = useOrderList(id);
  const list = query.data;
  return (
    <Page
      title={list?.name ?? 'Bestellijst'}
      back={{ to: paths.orderLists, label: 'Alle bestellijsten' }}
    >
      <QueryStates query={query} isEmpty={false} empty="" what="De bestellijst">
        {list ? <OrderListDetail list={list} /> : null}
      </QueryStates>
    </Page>
  );
}

/**
 * A project list's job for the checkout: its client, the client's address to deliver to, and
 * the list's name as the reference; nothing for a list without a client.
 */
function useListJob(list: OrderList): JobContext | null {
  const clientId = list.clientId ?? '';
  const client = useClient(clientId, { enabled: clientId !== '' });
  if (!clientId) return null;
  const found = client.data;
  return {
    clientId,
    clientName: list.clientName ?? found?.name ?? '',
    reference: list.name,
    ...(found
      ? {
          address: formatDeliveryAddress({
            label: '',
            street: found.address,
            postcode: found.postcode,
            city: found.city,
          }),
        }
      : {}),
  };
}

function OrderListDetail({ list }: { list: OrderList }) {
  const { addToCart } = useCart();
  const { user } = useAuth();
  const job = useListJob(list);
  const navigate = useNavigate();
  const { update, remove } = useChangeOrderList();
  const [name, setName] = useState(list.name);

  function rename(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: list.id, patch: { name } });
  }

  function destroy() {
    if (!window.confirm(`Bestellijst “${list.name}” verwijderen?`)) return;
    remove.mutate(list.id, { onSuccess: () => navigate(paths.orderLists) });
  }

  return (
    <>
      <p className="hint">
        Gemaakt door {list.createdByName || 'een collega'} op {formatDate(list.createdAt)}
        {list.clientName ? <>, projectlijst voor {list.clientName}</> : null}
        {job?.address ? <> ({job.address})</> : null}.
      </p>
      <OrderListLines
        lines={list.lines}
        onAdd={(lines) => {
          lines.forEach((line) => addToCart(line.product, line.quantity));
          // Whoever orders the list starts the checkout from its job.
          if (user && job) startCheckoutFor(user.uid, job);
          announce(lines.length, list.name);
        }}
      />
      <form className="order-list-rename" onSubmit={rename} aria-label="Naam wijzigen">
        <ListNameField label="Naam" value={name} onChange={setName} />
        <FormActions mutation={update} label="Naam opslaan" />
      </form>
      <button
        type="button"
        className="button button-ghost"
        disabled={remove.isPending}
        onClick={destroy}
      >
        Bestellijst verwijderen
      </button>
      {remove.error ? <p className="form-error">{remove.error.message}</p> : null}
    </>
  );
}
