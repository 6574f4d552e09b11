import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OrderList } from '@/features/admin/components/order-list';
import { stubApi, withQueries } from './api-stub';

function order(n: number, status = 'ontvangen') {
  return {
    id: `o${n}`,
    number: `WP-2026-00000${n}`,
    lines: [],
    subtotal: 10000,
    discount: 0,
    discountPercent: 0,
    goodsNet: 10000,
    pointsRedeemed: 0,
    pointsValue: 0,
    delivery: 'afhalen',
    deliveryCost: 0,
    totalExclVat: 10000,
    vat: [],
    totalVat: 2100,
    totalInclVat: 12100,
    pointsToEarn: 100,
    pointsCredited: false,
    status,
    statusHistory: [],
    address: '',
    reference: '',
    notes: '',
    createdAt: '2026-11-22T10:00:00.000Z',
    nextStatuses: [],
    customer: {
      id: 'u1',
      name: 'Bram',
      company: 'Bosrand BV',
      email: 'bram@example.nl',
      phone: '',
    },
  };
}

function Address() {
  const location = useLocation();
  return <output aria-label="Adres">{location.search}</output>;
}

describe('a back-office list', () => {
  it('keeps its search and filters in the URL and asks the server for them', async () => {
    const asked = stubApi((_url, params) => ({
      items: params.get('status') === 'verzonden' ? [order(2, 'verzonden')] : [order(1)],
      nextCursor: null,
    }));
    render(
      withQueries(
        <MemoryRouter initialEntries={['/beheer/bestellingen?q=bosrand']}>
          <OrderList />
          <Address />
        </MemoryRouter>,
      ),
    );
    const table = await screen.findByRole('table', { name: 'Bestellingen' });
    expect(within(table).getByRole('link', { name: 'WP-2026-000001' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('bosrand');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Verzonden');
    expect(await screen.findByRole('link', { name: 'WP-2026-000002' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Adres' })).toHaveTextContent(
      '?q=bosrand&status=verzonden',
    );
    expect(asked).toEqual([
      '/api/admin/orders?q=bosrand',
      '/api/admin/orders?q=bosrand&status=verzonden',
    ]);
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  });
});
