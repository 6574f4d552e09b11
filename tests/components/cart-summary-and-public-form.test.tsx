import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartContext } from '@/features/cart/cart-context';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { ContactForm } from '@/features/public-forms/components/contact-form';
import { toCartItem } from '@shared/cart/cart';
import { makeProduct } from '../fixtures/product';
import { cartOf, json, stubWrites } from './api-stub';

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard cart summary', () => {
  it('shows what the server quote charges under "Totaal excl. btw", not the sum before discount', async () => {
    const product = makeProduct({ id: 'p1', name: 'Warmtepomp 8 kW', price: 614_500 });
    const item = toCartItem(product, 2);
    const cart = cartOf([item]);
    const requests: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        expect(url).toBe('/api/cart/quote');
        requests.push(JSON.parse(String(init?.body)));
        const line = {
          productId: 'p1',
          name: 'Warmtepomp 8 kW',
          modelNumber: product.modelNumber,
          quantity: 2,
          basePrice: item.price,
          unitPrice: 553_050,
          lineTotal: 1_106_100,
          vatRate: 21,
          inStock: true,
          imageUrl: '',
        };
        return json(200, {
          lines: [line],
          subtotal: 1_229_000,
          discount: 122_900,
          goodsNet: 1_106_100,
          pointsRedeemed: 0,
          pointsValue: 0,
          deliveryCost: 0,
          totalExclVat: 1_106_100,
          vat: [{ rate: 21, base: 1_106_100, amount: 232_281 }],
          totalVat: 232_281,
          totalInclVat: 1_338_381,
          pointsToEarn: 11_061,
          delivery: 'bezorgen',
          maxRedeemablePoints: 0,
          availablePoints: 0,
          discountPercent: 10,
          problems: [],
        });
      }),
    );
    render(
      withQueries(<CartContext.Provider value={cart}>{<CartSummary />}</CartContext.Provider>),
    );
    expect(await screen.findByTestId('cart-total')).toHaveTextContent(
      'Totaal excl. btw: € 11.061,00',
    );
    // The same request as the cart page opens with: delivery, no points.
    expect(requests[0]).toEqual({
      lines: [{ productId: 'p1', quantity: 2 }],
      delivery: 'bezorgen',
      pointsToRedeem: 0,
    });
  });
});

describe('the contact form', () => {
  it('shows the shared schema’s errors at their fields, then sends and shows the receipt', async () => {
    const bodies = stubWrites(() => json(201, { message: 'We hebben je bericht ontvangen.' }));
    render(withQueries(<ContactForm />));
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    const name = screen.getByLabelText('Naam');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Vul je naam in.');
    expect(screen.getByLabelText('Bericht')).toHaveAccessibleDescription('Vul je bericht in.');
    expect(bodies).toHaveLength(0);

    await userEvent.type(name, 'Jan Jansen');
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'jan@bedrijf.nl');
    await userEvent.type(screen.getByLabelText('Bericht'), 'Wanneer is de Aquaris leverbaar?');
    await userEvent.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We hebben je bericht ontvangen.');
    expect(bodies[0]).toMatchObject({ name: 'Jan Jansen', email: 'jan@bedrijf.nl' });
  });
});
