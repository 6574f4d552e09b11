import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  ClientCalculations,
  ClientOffertes,
  ClientOrders,
} from '@/features/clients/components/client-record-lists';
import { stubApi, withQueries } from './api-stub';

const calculation = {
  id: 'c1',
  name: 'Woonhuis Jansen',
  clientId: 'k1',
  method: 'snel',
  heatLossW: 6400,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function renderInRouter(ui: ReactNode) {
  render(withQueries(<MemoryRouter>{ui}</MemoryRouter>));
}

describe("a client's records (client page)", () => {
  it('asks for the records of this client only and shows each as a card with its link', async () => {
    const asked = stubApi(() => ({ items: [calculation], nextCursor: 'volgende' }));
    renderInRouter(<ClientCalculations clientId="k1" />);
    expect(await screen.findByRole('link', { name: 'Woonhuis Jansen' })).toHaveAttribute(
      'href',
      '/calculator?berekening=c1',
    );
    expect(screen.getByRole('button', { name: 'Meer berekeningen laden' })).toBeInTheDocument();
    expect(asked[0]).toMatch(/^\/api\/calculator\/calculations\?.*clientId=k1/);
  });

  it.each([
    [
      'berekeningen',
      ClientCalculations,
      'Nog geen berekeningen. Kies deze klant bij Opslaan in de calculator.',
    ],
    [
      'offertes',
      ClientOffertes,
      'Nog geen offertes. Kies deze klant in een offerte, of maak er een vanuit een berekening.',
    ],
    [
      'bestellingen',
      ClientOrders,
      'Nog geen bestellingen gekoppeld. Kies deze klant bij het afrekenen.',
    ],
  ])('says so when there are no %s', async (_noun, List, empty) => {
    stubApi(() => ({ items: [], nextCursor: null }));
    renderInRouter(<List clientId="k1" />);
    expect(await screen.findByText(empty)).toBeInTheDocument();
  });
});
