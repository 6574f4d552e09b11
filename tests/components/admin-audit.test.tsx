import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminAuditPage } from '@/app/routes/beheer-logboek';
import { stubApi, withQueries } from './api-stub';

const entry = {
  id: 'a1',
  entity: 'order',
  entityId: 'o42',
  action: 'levering-2 gewijzigd',
  actorId: 'adm',
  actorEmail: 'beheer@warmteportaal.test',
  changes: [
    { field: 'expectedDeliveryDate', before: '—', after: '2026-11-27' },
    { field: 'status', before: 'ontvangen', after: 'in_behandeling' },
  ],
  at: '2026-11-27T13:04:00.000Z',
  recordLabel: 'WP-2026-000042',
};

/** An entry on a product, otherwise as `entry`. */
const productEntry = (fields: Partial<typeof entry>) => ({
  ...entry,
  entity: 'product',
  ...fields,
});

/** The log page answering `entries`, with `admins` to filter by under Door; the URLs asked. */
function showLog(entries: unknown[], admins: unknown[] = []) {
  const asked = stubApi((url) => ({
    items: url.startsWith('/api/admin/users') ? admins : entries,
    nextCursor: null,
  }));
  render(
    withQueries(
      <MemoryRouter initialEntries={['/beheer/logboek']}>
        <AdminAuditPage />
      </MemoryRouter>,
    ),
  );
  return asked;
}

describe('the back-office log (/beheer/logboek)', () => {
  it('lists every change readably with a link to its record, filtered by Soort and Door', async () => {
    const asked = showLog(
      [entry],
      [
        {
          id: 'adm',
          email: 'beheer@warmteportaal.test',
          role: 'admin',
          discount: 0,
          rewardPoints: 0,
          firstName: '',
          lastName: '',
          company: '',
          phone: '',
          address: '',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Logboek' })).toBeInTheDocument();
    const item = (await screen.findByText('Levering 2 gewijzigd')).closest('li');
    expect(item).toHaveTextContent('Verwachte levering: — → 27 november 2026');
    expect(item).toHaveTextContent('Status: Ontvangen → In behandeling');
    expect(item).toHaveTextContent('door beheer@warmteportaal.test');
    expect(
      within(item as HTMLElement).getByRole('link', { name: 'Bestelling WP-2026-000042' }),
    ).toHaveAttribute('href', '/beheer/bestellingen/o42');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Soort' }), 'Bestelling');
    await userEvent.selectOptions(
      await screen
        .findByRole('option', { name: 'beheer@warmteportaal.test' })
        .then(() => screen.getByRole('combobox', { name: 'Door' })),
      'beheer@warmteportaal.test',
    );
    await screen.findByText('Levering 2 gewijzigd');
    expect(asked.filter((url) => url.startsWith('/api/admin/audit/all'))).toEqual([
      '/api/admin/audit/all',
      '/api/admin/audit/all?soort=order',
      '/api/admin/audit/all?soort=order&door=adm',
    ]);
  });

  it("shows the portal's own changes as by the system, readably, under Door: Systeem", async () => {
    const system = productEntry({
      entityId: 'nw-sb300',
      action: 'voorraad naar bestelling WP-2026-000008',
      ...{ actorId: 'systeem', actorEmail: 'Systeem' },
      changes: [
        { field: 'stockQuantity', before: '3', after: '0' },
        { field: 'inStock', before: 'true', after: 'false' },
      ],
    });
    const asked = showLog([system]);
    const item = (await screen.findByText('Voorraad naar bestelling WP-2026-000008')).closest('li');
    expect(item).toHaveTextContent('door het systeem');
    expect(item).toHaveTextContent('Voorraad: 3 → 0');
    expect(item).toHaveTextContent('Op voorraad: ja → nee');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Door' }), 'Systeem');
    await screen.findByText('Voorraad naar bestelling WP-2026-000008');
    expect(asked).toContain('/api/admin/audit/all?door=systeem');
  });

  it('links a CSV import, which changed many products, to the product list', async () => {
    const batch = productEntry({
      entityId: 'import_1a2b3c4d',
      recordLabel: 'CSV-import',
      action: 'CSV-import: 1 nieuw, 0 bijgewerkt',
      changes: [{ field: 'nw-aw8', before: '—', after: 'geïmporteerd' }],
    });
    const older = {
      ...batch,
      id: 'a2',
      entityId: 'import-9f8e7d6c',
      action: 'CSV-import: 0 nieuw, 1 bijgewerkt',
    };
    showLog([batch, older]);
    for (const action of [
      'CSV-import: 1 nieuw, 0 bijgewerkt',
      'CSV-import: 0 nieuw, 1 bijgewerkt',
    ]) {
      const item = (await screen.findByText(action)).closest('li') as HTMLElement;
      expect(within(item).getByRole('link', { name: 'Product CSV-import' })).toHaveAttribute(
        'href',
        '/beheer/producten',
      );
    }
  });
});
