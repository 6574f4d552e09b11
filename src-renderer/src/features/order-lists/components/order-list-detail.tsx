import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import type { CartJob } from '@shared/cart/cart-sync';
import type { OrderList } from '@shared/schemas/order-list';
import type { Product } from '@shared/schemas/product';
import { useChangeOrderList } from '../api/order-lists';
import { announce } from '../hooks/use-list-to-cart';
import { jobOfList } from '../list-job';
import { ListJobForm } from './list-job-form';
import { OrderListLines } from './order-list-lines';
import { RenameOrderList } from './rename-order-list';

/**
 * One bestellijst: who made it and for what, its lines (all or some into the cart through
 * `addLines`, with the list's job), its job, its name, and deleting it. `clientAddress` is the
 * address of the list's client once known (the page asks the clients for it).
 */
export function OrderListDetail({
  list,
  clientAddress,
  addLines,
}: {
  list: OrderList;
  clientAddress: string | undefined;
  addLines(lines: { product: Product; quantity: number }[], job: CartJob | undefined): void;
}) {
  const job = jobOfList(list, clientAddress);
  const navigate = useNavigate();
  const { remove } = useChangeOrderList();
  // Its own sending state and error: the job form is not the name form.
  const { update: saveJob } = useChangeOrderList();

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
      <RenameOrderList list={list} />
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
