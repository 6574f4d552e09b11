import { useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { ClientPicker, type ClientSource } from '@/components/client-picker';
import { FormActions } from '@/components/form-actions';
import { paths } from '@/config/paths';
import { useZodForm } from '@/hooks/use-zod-form';
import type { CartItem } from '@shared/cart/cart';
import type { CartJob } from '@shared/cart/cart-sync';
import { orderListInputSchema } from '@shared/schemas/order-list';
import { useChangeOrderList } from '../api/order-lists';
import { ListNameField } from './list-name-field';
import '../order-lists.css';

/** The name and client of a new list as the server checks them; the client's name for the picker. */
const saveListSchema = orderListInputSchema
  .pick({ name: true, clientId: true })
  .extend({ clientName: z.string() });

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
  const form = useZodForm(saveListSchema, {
    name: '',
    clientId: job?.clientId ?? '',
    clientName: job?.clientName ?? '',
  });
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  const { create } = useChangeOrderList();

  const submit = form.handleSubmit(({ name, clientId }) =>
    create.mutate(
      {
        name,
        clientId: clientId || undefined,
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
          // The client stays chosen for the next list; the name starts empty.
          form.resetField('name');
        },
      },
    ),
  );

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
      <ListNameField label="Naam van de lijst" autoFocus {...form.field('name')} />
      <ClientPicker
        source={clients}
        value={form.watch('clientId') ?? ''}
        selectedName={form.watch('clientName')}
        label="Voor klant (projectlijst)"
        onChange={(id, clientName) => {
          form.setValue('clientId', id);
          form.setValue('clientName', clientName);
        }}
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
