import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Worklist } from '@/features/worklist/components/worklist';
import type { OfferteListItem } from '@shared/schemas/offerte';
import type { Worklist as WorklistAnswer } from '@shared/schemas/worklist';
import { stubApi, withQueries } from './api-stub';

const offerte = (id: string, number: string, validUntil: string): OfferteListItem => ({
  id,
  number,
  version: 1,
  status: 'verstuurd',
  title: '',
  clientName: 'Familie Jansen',
  validUntil,
  updatedAt: '2026-11-20T10:00:00.000Z',
  totalInclVatCents: 1_234_500,
});

const full: WorklistAnswer = {
  offertes: {
    expiring: { count: 1, items: [offerte('of1', 'OFF-2026-00001', '2026-11-25')] },
    awaiting: { count: 7, items: [offerte('of2', 'OFF-2026-00002', '2026-12-20')] },
    accepted: { count: 0, items: [] },
  },
  orders: {
    inProgress: {
      count: 1,
      items: [
        {
          id: 'or1',
          number: 'WP-2026-000010',
          createdAt: '2026-11-20T10:00:00.000Z',
          status: 'in_behandeling',
          totalInclVat: 363_000,
          reference: 'Project Jansen',
        },
      ],
    },
    backorders: {
      count: 1,
      items: [
        {
          orderId: 'or1',
          orderNumber: 'WP-2026-000010',
          productName: 'Boiler 300 l',
          quantity: 2,
          expectedDate: '2026-12-10',
        },
      ],
    },
  },
  approvals: {
    count: 1,
    items: [
      {
        id: 'or2',
        number: 'WP-2026-000011',
        createdAt: '2026-11-21T10:00:00.000Z',
        buyerName: 'Piet Monteur',
        totalInclVat: 500_000,
      },
    ],
  },
  support: {
    count: 1,
    items: [{ id: 't1', subject: 'Waar blijft de pomp?', lastActivityAt: '2026-11-21T10:00:00Z' }],
  },
  maintenance: {
    count: 1,
    items: [
      {
        clientId: 'k1',
        clientName: 'Bakkerij Verhoeven',
        installationId: 'i1',
        productName: 'Aquaris 8 kW',
        serialNumber: 'SN-1',
        dueOn: '2026-12-01',
        remindedByEmail: true,
      },
    ],
  },
};

function show(answer: WorklistAnswer) {
  const asked = stubApi(() => answer);
  render(
    withQueries(
      <MemoryRouter>
        <Worklist />
      </MemoryRouter>,
    ),
  );
  return asked;
}

const region = (name: string) => screen.getByRole('region', { name });
const href = (scope: HTMLElement, name: string | RegExp) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('the dashboard worklist', () => {
  it('shows each kind of work under its heading, each item linking to its page', async () => {
    const asked = show(full);
    await screen.findByRole('heading', { level: 2, name: 'Offertes' });
    expect(asked.some((url) => url.endsWith('/api/worklist'))).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Offertes',
      'Bestellingen',
      'Goedkeuren',
      'Klantenservice',
      'Onderhoud',
    ]);

    const offertes = region('Offertes');
    expect(href(offertes, 'OFF-2026-00001')).toBe('/offertes/of1');
    expect(within(offertes).getByText(/geldig t\/m 25 nov 2026/)).toBeInTheDocument();
    expect(within(offertes).getByRole('heading', { name: 'Wacht op antwoord (7)' })).toBeVisible();
    // Seven wait, one is shown: the rest are one click away.
    expect(href(offertes, 'Alle verstuurde offertes')).toBe('/offertes?status=verstuurd');
    // Nothing accepted: that list is left out rather than shown empty.
    expect(within(offertes).queryByRole('heading', { name: /Geaccepteerd/ })).toBeNull();

    const orders = region('Bestellingen');
    // The order under way and its backordered line both lead to the order.
    expect(
      within(orders)
        .getAllByRole('link', { name: 'WP-2026-000010' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/orders/or1', '/orders/or1']);
    expect(within(orders).getByText(/2 × Boiler 300 l · verwacht 10 dec 2026/)).toBeVisible();

    expect(href(region('Goedkeuren'), 'WP-2026-000011')).toBe('/orders/or2');
    expect(href(region('Goedkeuren'), 'Alles goedkeuren of afwijzen')).toBe('/goedkeuren');
    expect(href(region('Klantenservice'), 'Waar blijft de pomp?')).toBe('/support/t1');
    expect(href(region('Onderhoud'), 'Bakkerij Verhoeven')).toBe('/clients/k1');
  });

  it('shows only the sections the answer holds for the role', async () => {
    const { offertes: _o, approvals: _a, ...monteur } = full;
    show(monteur);
    await screen.findByRole('heading', { level: 2, name: 'Bestellingen' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bestellingen',
      'Klantenservice',
      'Onderhoud',
    ]);
  });

  it('says what to do next where there is no work', async () => {
    const none = { count: 0, items: [] };
    show({
      offertes: { expiring: none, awaiting: none, accepted: none },
      orders: { inProgress: none, backorders: none },
      approvals: none,
      support: none,
      maintenance: none,
    });
    await screen.findByRole('heading', { level: 2, name: 'Offertes' });
    expect(href(region('Offertes'), 'Maak een nieuwe offerte')).toBe('/offertes/nieuw');
    expect(href(region('Bestellingen'), 'catalogus')).toBe('/catalogus');
    expect(
      within(region('Goedkeuren')).getByText(/Er wacht niets op je goedkeuring/),
    ).toBeVisible();
    expect(href(region('Klantenservice'), 'Klantenservice')).toBe('/support');
    expect(
      within(region('Onderhoud')).getByText(/Geen onderhoud in de komende 30 dagen/),
    ).toBeVisible();
    expect(href(region('Onderhoud'), 'klanten')).toBe('/clients');
  });
});
