import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import { SavePanel } from '@/features/calculator/components/save-panel';
import { json, stubWrites } from './api-stub';

function Harness() {
  const [clientId, setClientId] = useState<string | undefined>();
  return (
    <SavePanel
      name="Dorpsstraat 1"
      {...(clientId ? { clientId } : {})}
      input={{ ...defaultCalculatorInput(), heatLossW: 6900 }}
      onName={() => undefined}
      onClient={(client) => setClientId(client?.id)}
      onSaved={() => undefined}
      onNew={() => undefined}
      refuseWhileWrong={() => false}
    />
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

/**
 * The API: the clients list answered by `clients`, a save answered with the saved calculation
 * (with `saved` on it). Answers the bodies the panel sent to save.
 */
function stubClientsAndSave(clients: () => Response, saved: { clientId?: string } = {}) {
  return stubWrites(
    () =>
      json(201, {
        id: 'b1',
        name: 'Dorpsstraat 1',
        ...saved,
        input: { ...defaultCalculatorInput(), heatLossW: 6900 },
        createdAt: '2026-11-22T10:00:00.000Z',
        updatedAt: '2026-11-22T10:00:00.000Z',
      }),
    clients,
  );
}

describe('saving a calculation for a client', () => {
  it('says why the clients could not load, and still saves without one', async () => {
    const bodies = stubClientsAndSave(() =>
      json(503, {
        error: { code: 'niet_beschikbaar', message: 'De klantenlijst is even niet bereikbaar.' },
      }),
    );
    renderPanel();
    expect(await screen.findByText('De klantenlijst is even niet bereikbaar.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('clientId');
  });

  it('offers the user’s clients and saves the chosen one with the calculation', async () => {
    const bodies = stubClientsAndSave(
      () => json(200, { items: [{ id: 'klant-1', name: 'Fam. Jansen' }], nextCursor: null }),
      { clientId: 'klant-1' },
    );
    renderPanel();
    await screen.findByRole('option', { name: 'Fam. Jansen' });
    const select = screen.getByLabelText('Klant');
    await userEvent.selectOptions(select, 'Fam. Jansen');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Dorpsstraat 1', clientId: 'klant-1' });
  });
});
