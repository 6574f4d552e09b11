import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApprovalCard } from '@/features/company/components/approval-card';
import type { ApprovalItem } from '@shared/schemas/approval';
import { withQueries } from './api-stub';

function waiting(overrides: Partial<ApprovalItem> = {}): ApprovalItem {
  return {
    id: 'o1',
    number: 'WP-2026-000001',
    status: 'wacht_op_goedkeuring',
    statusHistory: [],
    createdAt: '2026-11-22T10:00:00.000Z',
    delivery: 'bezorgen',
    address: 'Dorpsstraat 1, 1234 AB Ergens',
    reference: 'Project Jansen',
    notes: 'Bellen bij aankomst',
    clientId: 'c1',
    clientName: 'Familie Jansen',
    discountPercent: 0,
    pointsCredited: false,
    lines: [],
    subtotal: 300000,
    discount: 0,
    goodsNet: 300000,
    pointsRedeemed: 0,
    pointsValue: 0,
    deliveryCost: 0,
    totalExclVat: 300000,
    vat: [],
    totalVat: 63000,
    totalInclVat: 363000,
    pointsToEarn: 0,
    currentTotalInclVat: 363000,
    priceChanged: false,
    problems: [],
    ...overrides,
  };
}

function factsOf(item: ApprovalItem) {
  render(
    withQueries(
      <MemoryRouter>
        <ApprovalCard item={item} />
      </MemoryRouter>,
    ),
  );
  const card = screen.getByRole('article', { name: `Bestelling ${item.number}` });
  const terms = within(card)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(card)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('the approval card', () => {
  it('shows the job: client, delivery address, reference and notes', () => {
    expect(factsOf(waiting())).toEqual({
      Klant: 'Familie Jansen',
      Afleveradres: 'Dorpsstraat 1, 1234 AB Ergens',
      Referentie: 'Project Jansen',
      Opmerkingen: 'Bellen bij aankomst',
    });
  });

  it('says what is missing instead of leaving it out, and Afhalen for a pick-up', () => {
    const { clientId: _id, clientName: _name, ...bare } = waiting({ reference: '', notes: '' });
    expect(factsOf({ ...bare, delivery: 'afhalen', address: '' })).toEqual({
      Klant: '—',
      Afleveradres: 'Afhalen',
      Referentie: '—',
      Opmerkingen: '—',
    });
  });
});
