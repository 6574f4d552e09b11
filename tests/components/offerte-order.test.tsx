import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { useOfferteOrder } from '@/features/offertes/hooks/use-offerte-order';
import type { CartJob } from '@shared/cart/cart-sync';
import type { Product } from '@shared/schemas/product';
import { makeProduct } from '../fixtures/product';
import { stubApi, withQueries } from './api-stub';

type Added = { lines: { product: Product; quantity: number }[]; job: CartJob };

function Order({ added }: { added: Added[] }) {
  const { order } = useOfferteOrder({
    addLines: (lines, job) => added.push({ lines, job }),
    orderListsKey: ['order-lists'],
  });
  return (
    <button type="button" onClick={() => void order('of1')}>
      Bestellen
    </button>
  );
}

function renderOrder(added: Added[]) {
  render(
    withQueries(
      <MemoryRouter initialEntries={['/offertes/of1']}>
        <Routes>
          <Route path="/offertes/of1" element={<Order added={added} />} />
          <Route path="/cart" element={<p>De winkelwagen</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

describe('Offerte bestellen', () => {
  it('puts every product of the offerte in the cart from one request, with the job', async () => {
    const asked = stubApi(() => ({
      number: 'OFF-2026-00007',
      clientId: 'c1',
      clientName: 'Familie Bos',
      address: 'Dorpsstraat 1, 1234 AB Ergens',
      lines: [
        { productId: 'wp', quantity: 1, product: makeProduct({ id: 'wp', price: 1250 }) },
        { productId: 'kl', quantity: 4, product: makeProduct({ id: 'kl' }) },
        { productId: 'weg', quantity: 2, product: null },
      ],
    }));
    const said = vi.spyOn(toast, 'success').mockImplementation(() => '');
    const added: Added[] = [];
    renderOrder(added);

    await userEvent.click(screen.getByRole('button', { name: 'Bestellen' }));

    await screen.findByText('De winkelwagen');
    expect(asked.map((url) => new URL(url, 'http://localhost').pathname)).toEqual([
      '/api/offertes/of1/bestellen',
    ]);
    expect(added.map(({ lines }) => lines.map((line) => [line.product.id, line.quantity]))).toEqual(
      [
        [
          ['wp', 1],
          ['kl', 4],
        ],
      ],
    );
    expect(added[0]?.job).toEqual({
      reference: 'OFF-2026-00007',
      clientId: 'c1',
      clientName: 'Familie Bos',
      address: 'Dorpsstraat 1, 1234 AB Ergens',
      offerteNumber: 'OFF-2026-00007',
    });
    expect(said).toHaveBeenCalledWith('2 producten van OFF-2026-00007 staan in je winkelwagen.');
  });

  it("stays on the offerte with the server's message when it cannot be ordered", async () => {
    stubApi(
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'niet_geaccepteerd',
              message: 'Alleen een geaccepteerde offerte kun je bestellen.',
            },
          }),
          { status: 409 },
        ),
    );
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => '');
    const added: Added[] = [];
    renderOrder(added);

    await userEvent.click(screen.getByRole('button', { name: 'Bestellen' }));

    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith('Alleen een geaccepteerde offerte kun je bestellen.'),
    );
    expect(added).toEqual([]);
    expect(screen.getByRole('button', { name: 'Bestellen' })).toBeInTheDocument();
  });
});
