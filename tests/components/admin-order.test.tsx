import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toasts';
import { OrderDetail } from '@/features/admin/components/order-detail';
import type { AdminOrder } from '@shared/schemas/admin/orders';
import { adminOrder } from '../fixtures/admin-order';
import { withQueries } from './api-stub';

/**
 * The order's page; a status change is answered with the order in its new status. Reads after
 * the change wait for `release`, as a slow network would, so the page shows the new status
 * before the refreshes are in.
 */
function renderAdminOrder(order: AdminOrder) {
  let current = order;
  let changed = false;
  let release: () => void = () => undefined;
  const released = new Promise<null>((resolve) => (release = () => resolve(null)));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/admin/orders/o1/status') {
        current = { ...current, status: 'geannuleerd', nextStatuses: [] };
        changed = true;
        return new Response(JSON.stringify(current));
      }
      if (changed) await released;
      const body = url.startsWith('/api/admin/orders/o1/invoices')
        ? { items: [] }
        : url.startsWith('/api/admin/orders/o1')
          ? current
          : { items: [], nextCursor: null };
      return new Response(JSON.stringify(body));
    }),
  );
  render(
    withQueries(
      <MemoryRouter>
        <OrderDetail id="o1" />
      </MemoryRouter>,
    ),
  );
  return { release };
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

describe('the back-office order page', () => {
  it('says so when the status changed, though the change starts the status form over', async () => {
    const said = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { release } = renderAdminOrder(adminOrder());
    await userEvent.selectOptions(await screen.findByLabelText('Nieuwe status'), 'geannuleerd');
    await userEvent.click(screen.getByRole('button', { name: 'Status wijzigen' }));
    // The new status is shown at once; the form that made the change is gone.
    expect(await screen.findByText(/de status kan niet meer veranderen/)).toBeInTheDocument();
    release();
    await waitFor(() => expect(said).toHaveBeenCalled());
    expect(said).toHaveBeenCalledWith('Status gewijzigd naar Geannuleerd.');
    said.mockRestore();
  });
});

describe('the back-office order amounts', () => {
  it('name the discount as the buyer’s, and the buyer’s phone the Dutch way', async () => {
    renderAdminOrder(adminOrder());
    expect(await screen.findByRole('rowheader', { name: 'Korting klant (10%)' })).toBeVisible();
    expect(screen.queryByText(/Jouw korting/)).not.toBeInTheDocument();
    // The buyer's phone as a Dutch number, not as stored (+31612340000).
    expect(screen.getByRole('link', { name: '06 12 34 00 00' })).toHaveAttribute(
      'href',
      'tel:+31612340000',
    );
  });
});
