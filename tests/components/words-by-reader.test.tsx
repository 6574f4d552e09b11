import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CalculatorPage } from '@/app/routes/calculator';
import { CartPage } from '@/app/routes/cart';
import { HomePage } from '@/app/routes/home';
import { NewOffertePage } from '@/app/routes/offerte-nieuw';
import { ClientsPage } from '@/app/routes/clients';
import { OffertesPage } from '@/app/routes/offertes';
import { OrdersPage } from '@/app/routes/orders';
import { SettingsPage } from '@/app/routes/settings';
import { discountOwner } from '@/components/amounts-table';
import { toCartItem } from '@shared/cart/cart';
import type { QuoteRequest } from '@shared/schemas/order';
import type { UserProfile } from '@shared/schemas/profile';
import { makeProduct } from '../fixtures/product';
import { quoteFor } from '../fixtures/quote';
import { cartOf, stubApi } from './api-stub';
import { renderIn, signedIn, testSession } from './session';

/** A page as a firm's member in `companyRole` reads it, or (undefined) an account without a firm. */
function renderAs(
  companyRole: UserProfile['companyRole'],
  page: ReactNode,
  answer: (url: string) => unknown = () => ({ items: [], nextCursor: null }),
) {
  stubApi(answer);
  const cart = cartOf([
    toCartItem(makeProduct({ id: 'p1', name: 'Warmtepomp 8 kW', price: 500_000 }), 2),
  ]);
  renderIn(
    signedIn('lid', 'lid@example.nl', {
      firstName: 'Mo',
      lastName: 'Lid',
      ...(companyRole ? { companyRole } : {}),
    }),
    page,
    cart,
  );
}

describe('lists say whose records they show (issue 36, words)', () => {
  it("a firm's member reads the firm's orders, an account without a firm its own", async () => {
    renderAs('monteur', <OrdersPage />);
    expect(screen.getByText(/^De bestellingen van je bedrijf/)).toBeInTheDocument();
    expect(
      await screen.findByText(/Je bedrijf heeft nog geen bestellingen geplaatst/),
    ).toBeInTheDocument();
  });

  it('an account without a firm reads its own orders', async () => {
    renderAs(undefined, <OrdersPage />);
    expect(screen.getByText(/^Al je bestellingen/)).toBeInTheDocument();
    expect(await screen.findByText(/Je hebt nog geen bestellingen geplaatst/)).toBeInTheDocument();
  });

  it("a firm's member reads the firm's clients, not 'je eigen klanten'", async () => {
    renderAs('inkoper', <ClientsPage />);
    expect(screen.getByText(/^De klanten van je bedrijf/)).toBeInTheDocument();
    expect(screen.queryByText(/Je eigen klanten/)).toBeNull();
    expect(await screen.findByText('Je bedrijf heeft nog geen klanten.')).toBeInTheDocument();
  });

  it("a firm's eigenaar reads the firm's offertes", async () => {
    renderAs('eigenaar', <OffertesPage />, (url) =>
      url.includes('/open')
        ? { totalOpenCents: 0, perClient: [] }
        : { items: [], nextCursor: null },
    );
    expect(screen.getByText(/^De offertes van je bedrijf aan klanten/)).toBeInTheDocument();
    expect(
      await screen.findByText('Je bedrijf heeft nog geen offertes gemaakt.'),
    ).toBeInTheDocument();
  });
});

describe('texts a monteur would not find true', () => {
  it('the calculator promises an offerte only to who may make one', () => {
    renderAs('monteur', <CalculatorPage />);
    expect(screen.getByText(/^Bereken het warmteverlies/)).not.toHaveTextContent('offerte');
  });

  it('the calculator names the offerte to an eigenaar', () => {
    renderAs('eigenaar', <CalculatorPage />);
    expect(screen.getByText(/^Bereken het warmteverlies/)).toHaveTextContent(
      'maak een offerte voor de klant',
    );
  });

  it('settings point only who makes offertes to the firm on offertes', () => {
    renderAs('monteur', <SettingsPage />);
    expect(screen.queryByRole('heading', { name: 'Je bedrijf op offertes' })).toBeNull();
  });

  it('settings point an inkoper to the firm on offertes', () => {
    renderAs('inkoper', <SettingsPage />);
    expect(screen.getByRole('heading', { name: 'Je bedrijf op offertes' })).toBeInTheDocument();
  });

  it("settings name a member's role in the firm and who changes it", () => {
    renderAs('inkoper', <SettingsPage />);
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('BedrijfsrolInkoper');
    expect(account).toHaveTextContent('Je rol in het bedrijf wijzigt een eigenaar, onder Bedrijf.');
  });

  it('settings of an account without a firm name no role in one', () => {
    renderAs(undefined, <SettingsPage />);
    expect(screen.getByRole('region', { name: 'Account' })).not.toHaveTextContent('Bedrijfsrol');
  });

  const quote = (url: string, discountPercent: number) =>
    url.includes('/cart/quote')
      ? {
          ...quoteFor({ pointsToRedeem: 0, delivery: 'bezorgen' } as QuoteRequest),
          discountPercent,
        }
      : { items: [], nextCursor: null };

  it('the cart offers a monteur no offerte and names no discount they do not have', async () => {
    renderAs('monteur', <CartPage />, (url) => quote(url, 0));
    expect(await screen.findByText('Verder naar afrekenen')).toBeInTheDocument();
    expect(screen.getByText('Prijzen exclusief btw.')).toBeInTheDocument();
    expect(screen.queryByText(/Offerte voor een klant maken/)).toBeNull();
  });

  it('the cart names the discount and the offerte to an eigenaar with a discount', async () => {
    renderAs('eigenaar', <CartPage />, (url) => quote(url, 10));
    expect(await screen.findByText(/Offerte voor een klant maken/)).toBeInTheDocument();
    expect(
      screen.getByText('Prijzen exclusief btw, berekend met jouw korting van 10%.'),
    ).toBeInTheDocument();
  });
});

describe('the start page, as visitor, installer and dealer read it', () => {
  function home(profile: Partial<UserProfile> | null) {
    renderIn(profile ? signedIn('u', 'u@example.nl', profile) : testSession(), <HomePage />);
  }

  it('promises a visitor the prices after signing in', () => {
    home(null);
    expect(screen.getByText(/^Na het inloggen zie je/)).toBeInTheDocument();
  });

  it('tells a signed-in installer what they see now', () => {
    home({ role: 'installer' });
    expect(screen.queryByText(/Na het inloggen/)).toBeNull();
    expect(screen.getByText(/balie van je dealer/)).toBeInTheDocument();
  });

  it('tells a dealer of no dealer of their own', () => {
    home({ role: 'dealer' });
    expect(screen.queryByText(/van je dealer/)).toBeNull();
    expect(screen.getByText(/haal haar op aan de balie/)).toBeInTheDocument();
  });
});

describe('a new offerte the role may not make', () => {
  it('offers no retry of the refusal and leads a monteur to the dashboard', async () => {
    renderAs(
      'monteur',
      <NewOffertePage />,
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'geen_toegang',
              message: 'Dit mag je niet met jouw rol in het bedrijf.',
            },
          }),
          { status: 403 },
        ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit mag je niet');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar het dashboard' })).toBeInTheDocument();
  });
});

describe("an order's discount, as its reader reads it", () => {
  const buyer = { name: 'Eva Eigenaar', email: 'Eva@Bedrijf.nl' };
  it.each([
    ['the one who ordered', 'eva@bedrijf.nl', 'Jouw korting'],
    ['a colleague', 'mo@bedrijf.nl', 'Korting van Eva Eigenaar'],
  ])('to %s', (_who, reader, whose) => {
    expect(discountOwner(buyer, reader)).toBe(whose);
  });

  it('names an orderer without a name by e-mail, and an older order plainly', () => {
    expect(discountOwner({ name: '', email: 'mo@bedrijf.nl' }, 'eva@bedrijf.nl')).toBe(
      'Korting van mo@bedrijf.nl',
    );
    expect(discountOwner(undefined, 'eva@bedrijf.nl')).toBe('Korting');
  });
});
