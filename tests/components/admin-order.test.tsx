import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OrderDetail } from '@/features/admin/components/order-detail';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { stubApi, withQueries } from './api-stub';

/** An order of 5 pumps (2 of them backordered) and 3 valves, as the back-office API gives it. */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const line = (productId: string, quantity: number, unitPrice: number) => ({
    productId,
    name: `Product ${productId}`,
    modelNumber: productId.toUpperCase(),
    quantity,
    basePrice: unitPrice,
    unitPrice,
    lineTotal: unitPrice * quantity,
    vatRate: 21,
  });
  return {
    id: 'o1',
    number: 'WP-2026-000042',
    lines: [
      { ...line('wp', 5, 500_000), backordered: 2, expectedDate: '2026-12-03' },
      line('kl', 3, 2_000),
    ],
    subtotal: 2_506_000,
    discount: 250_600,
    discountPercent: 10,
    goodsNet: 2_255_400,
    pointsRedeemed: 0,
    pointsValue: 0,
    delivery: 'bezorgen',
    deliveryCost: 0,
    totalExclVat: 2_255_400,
    vat: [{ rate: 21, base: 2_255_400, amount: 473_634 }],
    totalVat: 473_634,
    totalInclVat: 2_729_034,
    pointsToEarn: 22_554,
    pointsCredited: false,
    status: 'in_behandeling',
    statusHistory: [{ status: 'ontvangen', at: '2026-11-27T13:04:00.000Z' }],
    address: 'Kanaalweg 12, 3526 KL Utrecht',
    reference: 'Project Lindelaan',
    notes: '',
    createdAt: '2026-11-27T13:04:00.000Z',
    nextStatuses: ['verzonden', 'geannuleerd'],
    customer: {
      id: 'u1',
      name: 'Jan de Vries',
      company: 'De Vries Installatietechniek',
      email: 'jan@devries.nl',
      phone: '+31612340000',
    },
    ...overrides,
  };
}

export function renderAdminOrder(order: AdminOrder) {
  const asked = stubApi((url) =>
    url.startsWith('/api/admin/orders/o1/invoices')
      ? { items: [] }
      : url.startsWith('/api/admin/orders/o1')
        ? order
        : { items: [], nextCursor: null },
  );
  render(
    withQueries(
      <MemoryRouter>
        <OrderDetail id="o1" />
      </MemoryRouter>,
    ),
  );
  return asked;
}

describe('the back-office pick list', () => {
  it('prints the shipment being sent: what is ticked, with the backorder apart', async () => {
    renderAdminOrder(adminOrder());
    const slip = await screen.findByRole('article', {
      name: 'Paklijst WP-2026-000042 · levering 1',
    });
    const picked = () =>
      within(within(slip).getByRole('table', { name: /^Te pakken/ }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(picked()).toEqual(['3WPProduct wp', '3KLProduct kl']);
    const later = within(slip).getByRole('table', { name: /^Volgt later/ });
    expect(within(later).getAllByRole('row')[1]).toHaveTextContent('2WPProduct wp3 december');

    // The valves stay behind from this shipment: the slip follows the choice.
    await userEvent.selectOptions(screen.getByLabelText('Nieuwe status'), 'verzonden');
    const picker = screen.getByRole('group', { name: 'Regels in deze levering' });
    const valves = within(picker).getByRole('row', { name: /KL/ });
    await userEvent.click(within(valves).getByRole('checkbox', { name: 'Deze levering' }));
    expect(picked()).toEqual(['3WPProduct wp']);
    expect(within(slip).getByRole('table', { name: /^Volgt later/ })).toHaveTextContent('KL');
  });
});
