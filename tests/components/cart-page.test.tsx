import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CartPage } from '@/app/routes/cart';
import { toCartItem } from '@shared/cart/cart';
import type { QuoteRequest } from '@shared/schemas/order';
import { makeProduct } from '../fixtures/product';
import { quoteFor } from '../fixtures/quote';
import { cartOf, stubWrites } from './api-stub';
import { renderIn, testSession } from './session';

/** Answers every quote asked (kept in `asked`), with `problems` on its lines when given. */
function stubQuotes(problems: { productId: string; message: string }[] = []) {
  return stubWrites((request: QuoteRequest) => ({ ...quoteFor(request), problems }));
}

/** Two pumps added at € 4.500,00 each; the server prices them at € 5.000,00 today. */
function renderCart() {
  const cart = cartOf([
    toCartItem(makeProduct({ id: 'p1', name: 'Warmtepomp 8 kW', price: 450_000 }), 2),
  ]);
  renderIn(testSession({ user: { uid: 'u1', email: 'u1@example.nl' } }), <CartPage />, cart);
}

describe('the cart page', () => {
  it('prices the lines on the server, flags a changed price, and takes the delivery on to the checkout', async () => {
    const asked = stubQuotes();
    renderCart();
    const overview = screen.getByRole('region', { name: 'Overzicht' });
    await waitFor(() => expect(overview).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Prijs gewijzigd: was € 4.500,00, nu € 5.000,00.')).toBeVisible();
    expect(within(overview).getByRole('link', { name: 'Verder naar afrekenen' })).toHaveAttribute(
      'href',
      '/afrekenen?levering=bezorgen',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'Afhalen aan de balie' }));

    await waitFor(() =>
      expect(within(overview).getByRole('link', { name: 'Verder naar afrekenen' })).toHaveAttribute(
        'href',
        '/afrekenen?levering=afhalen',
      ),
    );
    await waitFor(() => expect(asked.at(-1)?.delivery).toBe('afhalen'));
    expect(asked.at(-1)?.lines).toEqual([{ productId: 'p1', quantity: 2 }]);
  });

  it('holds the checkout back while a line cannot be ordered, and says why at the line', async () => {
    stubQuotes([{ productId: 'p1', message: 'Niet meer leverbaar.' }]);
    renderCart();
    const overview = screen.getByRole('region', { name: 'Overzicht' });
    expect(await within(overview).findByText('Pas eerst de gemarkeerde regels aan.')).toBeVisible();
    expect(within(overview).queryByRole('link', { name: 'Verder naar afrekenen' })).toBeNull();
    expect(screen.getByText('Niet meer leverbaar.')).toBeVisible();
  });
});
