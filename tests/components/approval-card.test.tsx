import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ownOrderApprovalText } from '@shared/domain/company';
import type { ApprovalItem } from '@shared/schemas/approval';
import { ApprovalCard } from '@/features/company/components/approval-card';
import { withQueries } from './api-stub';

const waiting = (extra: Partial<ApprovalItem> = {}) =>
  ({
    id: 'o1',
    number: 'WP-2026-000001',
    lines: [],
    subtotal: 300000,
    discount: 0,
    discountPercent: 0,
    goodsNet: 300000,
    pointsRedeemed: 0,
    pointsValue: 0,
    delivery: 'afhalen',
    deliveryCost: 0,
    totalExclVat: 300000,
    vat: [],
    totalVat: 63000,
    totalInclVat: 363000,
    pointsToEarn: 3000,
    pointsCredited: false,
    status: 'wacht_op_goedkeuring',
    statusHistory: [],
    address: '',
    reference: '',
    notes: '',
    createdAt: '2026-11-22T10:00:00.000Z',
    currentTotalInclVat: 363000,
    priceChanged: false,
    problems: [],
    ...extra,
  }) as ApprovalItem;

const show = (item: ApprovalItem) =>
  render(withQueries(<MemoryRouter>{<ApprovalCard item={item} />}</MemoryRouter>));

describe('a waiting order on the approvals page', () => {
  it('tells the approver who placed it why they cannot approve it and what to do', () => {
    show(waiting({ cannotApprove: ownOrderApprovalText(0) }));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Je hebt deze bestelling zelf geplaatst, dus je kunt hem niet zelf goedkeuren.',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Nodig bij Bedrijf een collega uit');
    expect(screen.getByRole('button', { name: 'Goedkeuren' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Afwijzen' })).toBeEnabled();
  });

  it("lets the approver approve a colleague's order", () => {
    show(waiting());
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Goedkeuren' })).toBeEnabled();
  });
});
