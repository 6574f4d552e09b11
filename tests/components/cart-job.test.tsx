import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ClientSource } from '@/components/client-picker';
import { CartJobNote } from '@/features/cart/components/cart-job';
import { SaveOrderList } from '@/features/order-lists/components/save-order-list';
import { toCartItem } from '@shared/cart/cart';
import { makeProduct } from '../fixtures/product';
import { json, stubWrites, withQueries } from './api-stub';

const job = {
  clientId: 'c1',
  clientName: 'Familie Bos',
  address: 'Dorpsstraat 1\n1234 AB Ergens',
  reference: 'OFF-2026-00007',
  notes: 'Sleutel bij de buren',
  offerteNumber: 'OFF-2026-00007',
};

const clients: ClientSource = {
  path: '/api/clients',
  schema: z.object({
    items: z.array(z.object({ id: z.string(), name: z.string() })),
    nextCursor: z.string().nullable(),
  }),
  queryKey: (q) => ['klanten', q],
};

describe("the cart's job", () => {
  it('says on the cart what the order is for', () => {
    render(<CartJobNote job={job} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Deze bestelling is voor Familie Bos, referentie OFF-2026-00007, afleveren op Dorpsstraat 1, 1234 AB Ergens.',
    );
  });

  it('goes with the cart into a bestellijst: client, address, reference, notes, offerte', async () => {
    const sent = stubWrites(
      () => json(500, { message: 'kapot' }),
      () => ({ items: [{ id: 'c1', name: 'Familie Bos' }], nextCursor: null }),
    );
    render(
      withQueries(
        <MemoryRouter>
          <SaveOrderList items={[toCartItem(makeProduct(), 2)]} clients={clients} job={job} />
        </MemoryRouter>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bewaar als bestellijst' }));
    await userEvent.type(screen.getByLabelText('Naam van de lijst'), 'Project Bos');
    await userEvent.click(screen.getByRole('button', { name: 'Bestellijst bewaren' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Project Bos',
      clientId: 'c1',
      address: job.address,
      reference: job.reference,
      notes: job.notes,
      offerteNumber: job.offerteNumber,
      lines: [{ productId: 'p1', quantity: 2 }],
    });
  });
});
