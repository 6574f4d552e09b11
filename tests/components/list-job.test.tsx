import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { applyCartJob, checkoutDrafts } from '@/features/orders/checkout-draft';
import { OrderListPage } from '@/app/routes/bestellijst';
import { CartProvider } from '@/features/cart/cart-provider';
import { AuthContext } from '@/lib/auth-context';
import { makeProduct } from '../fixtures/product';
import { stubApi, withQueries } from './api-stub';
import { testSession } from './session';

const product = makeProduct({ id: 'p1', name: 'Pomp', inStock: true });
const list = {
  id: 'l1',
  name: 'Project Jansen',
  clientId: 'c1',
  clientName: 'Familie Jansen',
  createdByName: 'Sanne de Vries',
  address: '',
  reference: '',
  notes: '',
  offerteNumber: '',
  lineCount: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  lines: [{ productId: 'p1', name: 'Pomp', modelNumber: 'P-1', quantity: 2, product }],
};
const client = {
  id: 'c1',
  name: 'Familie Jansen',
  address: 'Lindelaan 14',
  postcode: '3581 BC',
  city: 'Utrecht',
  email: '',
  phone: '',
  notes: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  installations: [],
};

describe("a bestellijst's job", () => {
  it('starts the checkout of whoever orders it with its client, address and name', async () => {
    stubApi((url) => (url.endsWith('/api/clients/c1') ? client : list));
    const session = testSession({ user: { uid: 'monteur', email: 'm@example.nl' } });
    render(
      withQueries(
        <AuthContext.Provider value={session}>
          <CartProvider
            owner="monteur"
            storage={{ load: async () => null, save: async () => undefined }}
            onJob={applyCartJob}
          >
            <MemoryRouter initialEntries={['/bestellijsten/l1']}>
              <Routes>
                <Route path="/bestellijsten/:id" element={<OrderListPage />} />
              </Routes>
            </MemoryRouter>
          </CartProvider>
        </AuthContext.Provider>,
      ),
    );
    // The client's address arrives with its own answer, and is shown with the list.
    await screen.findByText(/projectlijst voor Familie Jansen \(Lindelaan 14, 3581 BC Utrecht\)/);
    await userEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    await waitFor(() =>
      expect(checkoutDrafts().load('monteur')).toMatchObject({
        clientId: 'c1',
        clientName: 'Familie Jansen',
        reference: 'Project Jansen',
        address: 'Lindelaan 14, 3581 BC Utrecht',
      }),
    );
  });
});
