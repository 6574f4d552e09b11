import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoicesPage } from '@/app/routes/facturen';
import { InvoiceList } from '@/features/admin/components/invoice-list';
import { invoiceItem } from '../fixtures/invoice-item';
import { stubApi, withQueries } from './api-stub';

const paid = invoiceItem({
  id: 'order-2-factuur',
  number: 'F-2026-000002',
  paidOn: '2026-11-25',
  payment: { status: 'betaald', openAmount: 0 },
});
const credit = invoiceItem({
  id: 'credit-1',
  kind: 'creditfactuur',
  number: 'C-2026-000001',
  invoiceId: 'order-1-factuur',
  invoiceNumber: 'F-2026-000001',
  totalInclVat: -12_100,
  payment: { status: 'verrekend', openAmount: 0 },
});
const open = invoiceItem({ payment: { status: 'openstaand', openAmount: 108_900 } });

function show(ui: React.ReactNode, at: string) {
  render(withQueries(<MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>));
}

describe('/facturen', () => {
  it('shows the firm’s open total, what each invoice still owes, and Betaald on a paid one', async () => {
    stubApi((url) =>
      url.startsWith('/api/invoices/open')
        ? { openTotal: 108_900, openCount: 1 }
        : { items: [credit, paid, open], nextCursor: null },
    );
    show(<InvoicesPage />, '/facturen');
    const total = await screen.findByRole('status', { name: 'Totaal openstaand' });
    expect(total).toHaveTextContent('Totaal openstaand');
    expect(total).toHaveTextContent('€ 1.089,00');
    expect(total).toHaveTextContent('1 openstaande factuur');
    const table = await screen.findByRole('table', { name: 'Facturen en creditfacturen' });
    const rows = within(table).getAllByRole('row');
    const row = (number: string) => rows.find((tr) => tr.textContent?.includes(number));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Nummer',
      'Datum',
      'Bestelling',
      'Vervaldatum',
      'Totaal incl. btw',
      'Status',
      'Openstaand',
      'Bestanden',
    ]);
    expect(row('F-2026-000002')).toHaveTextContent('Betaald');
    expect(row('F-2026-000002')).toHaveTextContent('op 25 november 2026');
    expect(row('F-2026-000001 (pdf)')).toHaveTextContent('Openstaand€ 1.089,00');
    expect(row('C-2026-000001')).toHaveTextContent('Verrekend');
    expect(row('C-2026-000001')).toHaveTextContent('Creditfactuur op F-2026-000001');
  });
});

describe('the back-office invoices', () => {
  afterEach(() => vi.useRealTimers());

  it('marks an open invoice paid on the day asked, today in the Netherlands by default', async () => {
    // 23:30 UTC on 27 November is already the 28th in the Netherlands. Only the calendar is
    // fake: the clock's timers run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T23:30:00Z'));
    let marked = false;
    const asked = stubApi((url) => {
      if (url.endsWith('/payment')) {
        marked = true;
        return { ...open, paidOn: '2026-11-26', payment: { status: 'betaald', openAmount: 0 } };
      }
      if (url.startsWith('/api/admin/invoices/open')) return { openTotal: 0, openCount: 0 };
      return {
        items: [
          marked
            ? { ...open, paidOn: '2026-11-26', payment: { status: 'betaald', openAmount: 0 } }
            : open,
          paid,
        ],
        nextCursor: null,
      };
    });
    show(<InvoiceList />, '/beheer/facturen?bedrijf=bedrijf-eva');
    expect(await screen.findByRole('status', { name: 'Totaal openstaand' })).toHaveTextContent(
      '€ 0,00',
    );
    // Only the open invoice can be marked; the paid one already shows its day.
    const buttons = await screen.findAllByRole('button', { name: 'Markeer als betaald' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0] as HTMLElement);
    const form = screen.getByRole('form', { name: 'Betaling van factuur F-2026-000001' });
    const day = within(form).getByLabelText('Betaald op');
    expect(day).toHaveValue('2026-11-28');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-26');
    await userEvent.click(within(form).getByRole('button', { name: 'Betaling vastleggen' }));
    expect(await screen.findAllByText('Betaald')).toHaveLength(2);
    const call = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => url === '/api/admin/invoices/order-1-factuur/payment');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ paidOn: '2026-11-26' });
    expect(asked.filter((url) => url.startsWith('/api/admin/invoices?'))[0]).toContain(
      'bedrijf=bedrijf-eva',
    );
  });
});
