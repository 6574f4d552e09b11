import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PagedList, type PagedQueryLike } from '@/components/query-states';
import { PointsLedger } from '@/features/points/components/points-ledger';
import { stubApi, withQueries } from './api-stub';

function entry(n: number) {
  return {
    id: `e${n}`,
    amount: -100,
    reason: 'inwisseling',
    orderNumber: `WP-2026-00000${n}`,
    createdAt: '2026-11-22T10:00:00.000Z',
  };
}

describe('a paged list', () => {
  it('shows the first page and loads the next with Meer laden until there is none', async () => {
    const asked = stubApi((url) =>
      url.includes('cursor=c1')
        ? { balance: 300, items: [entry(3)], nextCursor: null }
        : { balance: 300, items: [entry(1), entry(2)], nextCursor: 'c1' },
    );
    render(withQueries(<PointsLedger />));
    expect(await screen.findByText(/WP-2026-000002/)).toBeInTheDocument();
    expect(screen.queryByText(/WP-2026-000003/)).not.toBeInTheDocument();
    expect(screen.getByText('300 punten')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText(/WP-2026-000003/)).toBeInTheDocument();
    expect(asked).toEqual(['/api/me/points', '/api/me/points?cursor=c1']);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});

describe('a paged list that asks for a new answer', () => {
  const query = (
    over: Partial<PagedQueryLike<{ id: string }>>,
  ): PagedQueryLike<{ id: string }> => ({
    isPending: false,
    error: null,
    refetch: () => undefined,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
    data: { pages: [{ items: [{ id: 'oud' }] }] },
    ...over,
  });
  const list = (q: PagedQueryLike<{ id: string }>) => (
    <PagedList query={q} empty="Niets">
      {(items) => items.map((item) => <p key={item.id}>{item.id}</p>)}
    </PagedList>
  );

  it('keeps the old answer in view and marks itself busy until the new one is in', () => {
    const { container, rerender } = render(list(query({ isFetching: true })));
    expect(screen.getByText('oud')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(list(query({ isFetching: false })));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(container.querySelector('[aria-busy="false"]')).not.toBeNull();
  });

  it('is not busy while only the next page loads: what is shown is final', () => {
    const { container } = render(
      list(query({ isFetching: true, isFetchingNextPage: true, hasNextPage: true })),
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
