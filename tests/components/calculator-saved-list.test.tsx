import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SavedList } from '@/features/calculator/components/saved-list';
import { withQueries } from './api-stub';

const saved = {
  id: 'b1',
  name: 'Dorpsstraat 1',
  method: 'snel',
  heatLossW: 6900,
  updatedAt: '2026-11-22T10:00:00.000Z',
};

describe('the saved calculations', () => {
  it('drop a deleted calculation from the list once the API has removed it (204)', async () => {
    let stored = [saved];
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        asked.push(`${init?.method ?? 'GET'} ${url}`);
        if (init?.method === 'DELETE') {
          stored = [];
          return new Response(null, { status: 204 });
        }
        return Response.json({ items: stored, nextCursor: null });
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(withQueries(<SavedList onOpen={() => undefined} />));
    await userEvent.click(
      await screen.findByRole('button', { name: /Verwijderen\s*Dorpsstraat 1/ }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Verwijderen\s*Dorpsstraat 1/ })).toBeNull(),
    );
    expect(asked).toContain('DELETE /api/calculator/calculations/b1');
    expect(screen.getByText(/Nog niets opgeslagen/)).toBeTruthy();
  });
});
