import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ClientPicker, type ClientSource } from '@/components/client-picker';
import { FormActions } from '@/components/form-actions';
import { paths } from '@/config/paths';
import type { CartItem } from '@shared/cart/cart';
import type { CartJob } from '@shared/cart/cart-sync';
import { useChangeOrderList } from '../api/order-lists';
import { ListNameField } from './list-name-field';
import '../order-lists.css';

/**
 * `Bewaar als bestellijst` on the cart: the cart's lines under a name on the server, for the
 * whole company and any device; optionally a project list for one client. The cart's job
 * (client, address, reference, notes, offerte) goes with it. The cart stays.
 */
export function SaveOrderList({
  items,
  clients,
  job,
}: {
  items: CartItem[];
  clients: ClientSource;
  job?: CartJob | null;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [client, setClient] = useState({ id: job?.clientId ?? '', name: job?.clientName ?? '' });
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const { create } = useChangeOrderList();

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        name,
        clientId: client.id || undefined,
        ...(job?.address ? { address: job.address } : {}),
        ...(job?.reference ? { reference: job.reference } : {}),
        ...(job?.notes ? { notes: job.notes } : {}),
        ...(job?.offerteNumber ? { offerteNumber: job.offerteNumber } : {}),
        lines: items.map((item) => ({ productId: item.id, quantity: item.quantity })),
      },
      {
        onSuccess: (list) => {
          setSaved({ id: list.id, name: list.name });
          setOpen(false);
          setName('');
        },
      },
    );
  }

  if (!open) {
    return (
      <div className="save-order-list">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Bewaar als bestellijst
        </button>
        {saved ? (
          <p role="status">
            Bewaard als <Link to={paths.orderList(saved.id)}>{saved.name}</Link>.
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className="save-order-list" onSubmit={submit} aria-label="Bewaar als bestellijst">
      <ListNameField label="Naam van de lijst" value={name} onChange={setName} autoFocus />
      <ClientPicker
        source={clients}
        value={client.id}
        selectedName={client.name}
        label="Voor klant (projectlijst)"
        onChange={(id, clientName) => setClient({ id, name: clientName })}
      />
      <FormActions
        mutation={create}
        label="Bestellijst bewaren"
        busyLabel="Bezig met bewaren…"
        onCancel={() => setOpen(false)}
      />
    </form>
  );
}
