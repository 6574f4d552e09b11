import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { useReorder } from '@/features/orders/hooks/use-reorder';
import type { CartJob } from '@shared/cart/cart-sync';
import type { Order } from '@shared/schemas/order';
import type { Product } from '@shared/schemas/product';
import { adminOrder } from '../fixtures/admin-order';
import { makeProduct } from '../fixtures/product';
import { stubApi, withQueries } from './api-stub';

type Added = { lines: { product: Product; quantity: number }[]; job: CartJob };

function Reorder({ order, added }: { order: Order; added: Added[] }) {
  const { reorder, busy } = useReorder({ addLines: (lines, job) => added.push({ lines, job }) });
  return (
    <button type="button" disabled={busy} onClick={() => void reorder(order)}>
      Opnieuw bestellen
    </button>
  );
}

function renderReorder(order: Order, added: Added[]) {
  render(
    withQueries(
      <MemoryRouter initialEntries={['/bestellingen/o1']}>
        <Routes>
          <Route path="/bestellingen/o1" element={<Reorder order={order} added={added} />} />
          <Route path="/cart" element={<p>De winkelwagen</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const line = (productId: string, quantity: number) => ({
  productId,
  name: `Product ${productId}`,
  modelNumber: productId.toUpperCase(),
  quantity,
  basePrice: 1000,
  unitPrice: 1000,
  lineTotal: 1000 * quantity,
  vatRate: 21,
});

/** The server's answer for `Opnieuw bestellen`: each order line with its product now. */
const REORDER_URL = '/api/orders/o1/opnieuw-bestellen';
const answerOf = (order: Order, products: Record<string, Product | null>) => ({
  lines: order.lines.map(({ productId, name, quantity }) => ({
    productId,
    name,
    quantity,
    product: products[productId] ?? null,
  })),
});

describe('Opnieuw bestellen', () => {
  it("puts what is still sold back in the cart at today's price, with the order's job, and names the rest, in one request", async () => {
    const order = adminOrder({
      lines: [line('wp', 2), line('op', 1), line('weg', 3)],
      clientId: 'c1',
      clientName: 'Familie Bos',
      offerteNumber: 'OFF-2026-00007',
    });
    const asked = stubApi((url) =>
      url.endsWith(REORDER_URL)
        ? answerOf(order, {
            wp: makeProduct({ id: 'wp', price: 1250 }),
            op: makeProduct({ id: 'op', inStock: false, stockQuantity: 0, backorderable: false }),
          })
        : new Response(JSON.stringify({ message: 'Niet gevonden.' }), { status: 404 }),
    );
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const added: Added[] = [];
    renderReorder(order, added);

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw bestellen' }));

    await screen.findByText('De winkelwagen');
    // The whole order is priced in one request, not one per line.
    expect(asked.map((url) => new URL(url, 'http://localhost').pathname)).toEqual([REORDER_URL]);
    expect(added).toHaveLength(1);
    expect(
      added[0]?.lines.map(({ product, quantity }) => [product.id, product.price, quantity]),
    ).toEqual([['wp', 1250, 2]]);
    expect(added[0]?.job).toEqual({
      delivery: 'bezorgen',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      reference: 'Project Lindelaan',
      notes: '',
      clientId: 'c1',
      clientName: 'Familie Bos',
      offerteNumber: 'OFF-2026-00007',
    });
    expect(failed).toHaveBeenCalledWith(
      'Niet toegevoegd (niet leverbaar): Product op, Product weg',
    );
  });

  it('says all is back when every product is still sold', async () => {
    const order = adminOrder();
    stubApi(() =>
      answerOf(order, { wp: makeProduct({ id: 'wp' }), kl: makeProduct({ id: 'kl' }) }),
    );
    const said = vi.spyOn(toast, 'success').mockImplementation(() => '');
    const added: Added[] = [];
    renderReorder(order, added);

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw bestellen' }));

    await waitFor(() =>
      expect(said).toHaveBeenCalledWith('De producten staan weer in je winkelwagen.'),
    );
    expect(added[0]?.lines.map(({ product, quantity }) => [product.id, quantity])).toEqual([
      ['wp', 5],
      ['kl', 3],
    ]);
  });

  it('stays on the order and says why when the server cannot answer', async () => {
    stubApi(
      () =>
        new Response(JSON.stringify({ error: { code: 'x', message: 'Even niet bereikbaar.' } }), {
          status: 503,
        }),
    );
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const added: Added[] = [];
    renderReorder(adminOrder(), added);

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw bestellen' }));

    await waitFor(() => expect(failed).toHaveBeenCalled());
    expect(added).toEqual([]);
    expect(screen.queryByText('De winkelwagen')).toBeNull();
    expect(screen.getByRole('button', { name: 'Opnieuw bestellen' })).toBeEnabled();
  });
});
