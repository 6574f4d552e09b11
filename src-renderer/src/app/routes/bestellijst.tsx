import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormActions } from '@/components/form-actions';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useCart } from '@/features/cart/cart-context';
import { useClient } from '@/features/clients/api/get-client';
import { useChangeOrderList, useOrderList } from '@/features/order-lists/api/order-lists';
import { ListJobForm } from '@/features/order-lists/components/list-job-form';
import { ListNameField } from '@/features/order-lists/components/list-name-field';
import { jobOfList } from '@/features/order-lists/list-job';
import { OrderListLines } from '@/features/order-lists/components/order-list-lines';
import { announce } from '@/features/order-lists/hooks/use-list-to-cart';
import type { OrderList } from '@shared/schemas/order-list';
import { formatDeliveryAddress } from '@shared/schemas/profile';

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
      <QueryStates query={query} isEmpty={false} empty="" what="De bestellijst" one>
        {list ? <OrderListDetail list={list} /> : null}
      </QueryStates>
    </Page>
  );
}

/** The address of a project list's client, once its answer is in (for a list without one). */
function useClientAddress(list: OrderList): string | undefined {
  const clientId = list.clientId ?? '';
  const found = useClient(clientId, { enabled: clientId !== '' }).data;
  return found
    ? formatDeliveryAddress({
        label: '',
        street: found.address,
        postcode: found.postcode,
        city: found.city,
      })
    : undefined;
}

function OrderListDetail({ list }: { list: OrderList }) {
  const { addLines } = useCart();
  const clientAddress = useClientAddress(list);
  const job = jobOfList(list, clientAddress);
  const navigate = useNavigate();
  const { update, remove } = useChangeOrderList();
  // Its own sending state and error: the job form is not the name form.
  const { update: saveJob } = useChangeOrderList();
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
        {job?.address ? <> ({job.address.replace(/\n/g, ', ')})</> : null}
        {list.offerteNumber ? <>, van offerte {list.offerteNumber}</> : null}.
      </p>
      <OrderListLines
        lines={list.lines}
        onAdd={(lines) => {
          // Whoever orders the list starts the checkout from its job, on any device.
          addLines(lines, job);
          announce(lines.length, list.name);
        }}
      />
      {/* Again from the saved list once it is saved: the fields start from what was stored. */}
      <ListJobForm
        key={`${list.updatedAt}-${clientAddress ?? ''}`}
        list={list}
        clientAddress={clientAddress}
        mutation={saveJob}
        onSave={(patch) => saveJob.mutate({ id: list.id, patch })}
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
