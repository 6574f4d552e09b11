import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CheckoutPage } from '@/app/routes/checkout';
import { CartContext } from '@/features/cart/cart-context';
import { AuthContext } from '@/lib/auth-context';
import { toCartItem } from '@shared/cart/cart';
import type { QuoteRequest } from '@shared/schemas/order';
import { makeProduct } from '../fixtures/product';
import { quoteFor } from '../fixtures/quote';
import { cartOf, json, stubWrites, withQueries } from './api-stub';
import { signedIn } from './session';

/** Two pumps of € 5.000,00: half the goods is 5.000 points, the balance 2.400 caps it. */
const MAX_POINTS = 2_400;

/** The quote as the server answers it, refusing more points than may be redeemed. */
function stubQuotes() {
  stubWrites(
    (request: QuoteRequest) => {
      if (request.pointsToRedeem <= MAX_POINTS) return quoteFor(request, MAX_POINTS);
      const message = 'Je hebt niet genoeg spaarpunten.';
      return json(400, {
        error: { code: 'punten_ongeldig', message, fields: { pointsToRedeem: message } },
      });
    },
    (url) =>
      url.startsWith('/api/me/points')
        ? { balance: MAX_POINTS, items: [], nextCursor: null }
        : { items: [], nextCursor: null },
  );
}

function renderCheckout() {
  const cart = cartOf([
    toCartItem(makeProduct({ id: 'p1', name: 'Warmtepomp 8 kW', price: 500_000 }), 2),
  ]);
  const session = signedIn('u-checkout', 'jan@bedrijf.nl', {
    rewardPoints: MAX_POINTS,
    address: 'Kanaalweg 12, 3526 KL Utrecht',
  });
  render(
    withQueries(
      <AuthContext.Provider value={session}>
        <CartContext.Provider value={cart}>
          <MemoryRouter initialEntries={['/afrekenen']}>
            <Routes>
              <Route path="/afrekenen" element={<CheckoutPage />} />
            </Routes>
          </MemoryRouter>
        </CartContext.Provider>
      </AuthContext.Provider>,
    ),
  );
}

describe('the checkout', () => {
  it('shows the total incl. btw on step 1 and follows the points typed', async () => {
    localStorage.clear();
    stubQuotes();
    renderCheckout();
    const total = (await screen.findByText('Totaal incl. btw')).parentElement;
    // 2 × € 5.000,00 + 21 % btw.
    await waitFor(() => expect(total).toHaveTextContent('Totaal incl. btw € 12.100,00'));

    await userEvent.type(screen.getByLabelText(/Spaarpunten inwisselen/), '1200');
    // € 10.000,00 − € 12,00 = € 9.988,00 + € 2.097,48 btw.
    await waitFor(() => expect(total).toHaveTextContent('Totaal incl. btw € 12.085,48'));
  });

  it('keeps saying the real maximum while too many points are typed, and says why at the field', async () => {
    localStorage.clear();
    stubQuotes();
    renderCheckout();
    const field = await screen.findByLabelText('Spaarpunten inwisselen (per 100, hoogstens 2.400)');
    await userEvent.type(field, '5000');
    expect(await screen.findByText('Je hebt niet genoeg spaarpunten.')).toBeInTheDocument();
    expect(field).toHaveAccessibleName('Spaarpunten inwisselen (per 100, hoogstens 2.400)');
    expect(field).toHaveAccessibleDescription('Je hebt niet genoeg spaarpunten.');
    expect(screen.queryByText(/hoogstens 0/)).not.toBeInTheDocument();
  });

  it('shows the firm’s points balance, which is what every member of the firm spends', async () => {
    localStorage.clear();
    stubQuotes();
    renderCheckout();
    const label = await screen.findByText('Spaarpunten van je bedrijf');
    await waitFor(() => expect(label.nextElementSibling).toHaveTextContent(/^2\.400$/));
  });

  it('repeats everything entered on the review, the remarks included', async () => {
    localStorage.clear();
    stubQuotes();
    renderCheckout();
    await screen.findByText('€ 12.100,00');
    await userEvent.type(
      screen.getByLabelText('Jouw referentie (projectnaam of inkoopnummer)'),
      'Project Lindelaan',
    );
    await userEvent.type(
      screen.getByLabelText('Opmerkingen'),
      'Bellen voor levering: 06 12 34 56 78',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));

    const details = await screen.findByRole('region', { name: 'Jouw gegevens' });
    const facts = within(details)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Levering', 'Bezorgen'],
      ['Afleveradres', 'Kanaalweg 12, 3526 KL Utrecht'],
      ['Referentie', 'Project Lindelaan'],
      ['Opmerkingen', 'Bellen voor levering: 06 12 34 56 78'],
    ]);
  });
});
