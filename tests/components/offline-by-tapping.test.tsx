import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionStatus } from '@/components/connection-status';
import { PointsLedger } from '@/features/points/components/points-ledger';
import { loadQueries } from '@/lib/lazy-queries';
import { withQueries } from './api-stub';

/*
 * A page tapped while the device is offline: the service worker answers from the copy it
 * kept (here: fetch answers), or, without a copy, the fetch fails at once (fetch rejects).
 */

function ledger(balance: number) {
  return { balance, items: [], nextCursor: null };
}

let online = true;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

function goOffline() {
  online = false;
  onlineManager.setOnline(false);
  window.dispatchEvent(new Event('offline'));
}

describe('offline by tapping', () => {
  it('says at once, in Dutch, that a page never opened on this device cannot be shown', async () => {
    goOffline();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(withQueries(<PointsLedger />));
    expect(
      await screen.findByText(/Je bent offline en dit is op dit apparaat nog niet eerder geopend/),
    ).toBeInTheDocument();
    expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('opens from the kept answer, says how old it is, and refreshes itself back online', async () => {
    const { QueryScope, queryClient } = await loadQueries();
    queryClient.clear();
    let balance = 300;
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url);
        if (url.endsWith('/api/health')) return new Response('{}', { status: 200 });
        // The kept copy carries the server time of when it was made.
        return new Response(JSON.stringify(ledger(balance)), {
          status: 200,
          headers: { date: 'Tue, 24 Nov 2026 09:00:00 GMT' },
        });
      }),
    );
    goOffline();
    render(
      <QueryScope>
        <ConnectionStatus />
        <PointsLedger />
      </QueryScope>,
    );
    expect(await screen.findByText('300 punten')).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Je bent offline.');
    expect(
      await within(banner).findByText(/Wat je ziet is bijgewerkt op 24 nov 2026, 10:00\./),
    ).toBeInTheDocument();

    balance = 450;
    await act(async () => {
      online = true;
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('450 punten')).toBeInTheDocument();
    expect(asked.filter((url) => url.endsWith('/api/me/points'))).toHaveLength(2);
    expect(screen.queryByText(/Je bent offline/)).not.toBeInTheDocument();
  });
});
