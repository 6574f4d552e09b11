import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PointsLedger } from '@/features/points/components/points-ledger';
import { stubApi, withQueries } from './api-stub';

describe('the firm’s points ledger', () => {
  it('names the colleague of every entry and the credit note of a return', async () => {
    stubApi(() => ({
      balance: 950,
      items: [
        {
          id: 'r1',
          amount: -50,
          reason: 'retour',
          orderNumber: 'WP-2026-000008',
          creditNoteNumber: 'C-2026-000003',
          memberName: 'Bas Visser',
          createdAt: '2026-11-22T10:00:00.000Z',
        },
        {
          id: 'c1',
          amount: 200,
          reason: 'correctie',
          memberName: 'Daan Smit',
          createdAt: '2026-11-21T10:00:00.000Z',
        },
        {
          id: 'v1',
          amount: 1_000,
          reason: 'installatie',
          memberName: 'Daan Smit',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      nextCursor: null,
    }));
    render(withQueries(<PointsLedger />));
    const table = await screen.findByRole('table', {
      name: 'Mutaties van de spaarpunten van je bedrijf',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Collega');
    expect(rows[1]).toHaveTextContent(
      'Teruggenomen na retour WP-2026-000008, creditfactuur C-2026-000003',
    );
    expect(rows[1]).toHaveTextContent('Bas Visser');
    expect(rows[1]).not.toHaveTextContent('Correctie door Warmteportaal');
    // A correction by the back-office names no colleague.
    expect(rows[2]).toHaveTextContent('Correctie door Warmteportaal');
    expect(rows[2]).not.toHaveTextContent('Daan Smit');
    expect(rows[3]).toHaveTextContent('Daan Smit');
    expect(screen.getByText('950 punten')).toBeInTheDocument();
  });
});
