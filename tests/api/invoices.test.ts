import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, ReturnAnswer } from '@shared/schemas/invoice';
import type { LedgerEntry, Order } from '@shared/schemas/order';
import type { Page } from '@shared/schemas/page';
import { orders } from '../../src-server/collections/orders';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { deliverAndCheckNumbers, readyOrder } from '../support/invoice-sequence';
import { giveFirmPoints } from '../support/firm-points';
import { apiHarness } from './harness';

const api = apiHarness('inv');
const tokens: Record<string, string> = {};

beforeAll(async () => {
  tokens.admin = await api.user('admin', { role: 'admin' });
  tokens.ans = await api.user('ans');
  await giveFirmPoints(api.storage, 'inv-ans', 100);
  tokens.bob = await api.user('bob');
  await orders.on(api.storage).set('ans-1', readyOrder('inv-ans', 'WP-2026-000101'));
  await orders.on(api.storage).set('ans-2', {
    ...readyOrder('inv-ans', 'WP-2026-000102'),
    status: 'in_behandeling',
  });
}, 60_000);

const deliver = (id: string) =>
  api.call<Order>(tokens.admin ?? '', 'PATCH', `/api/admin/orders/${id}/status`, {
    status: 'geleverd',
  });

describe('invoice numbers', () => {
  it('are consecutive without gaps on SQLite, also when attempts fail or run at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-invoice-seq-'));
    const storage = createSqliteStorage({ filename: join(dir, 'seq.sqlite') });
    try {
      await deliverAndCheckNumbers(storage, 'seq-user');
    } finally {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('invoices over the API', () => {
  it('refuses an invoice for an order that is not delivered with a Dutch 409 and makes none', async () => {
    const refused = await api.call(tokens.admin ?? '', 'POST', '/api/admin/orders/ans-2/invoice');
    expect(refused.status).toBe(409);
    expect(refused.json.error?.message).toMatch(/nog niet geleverd/);
    const list = await api.call<Page<Invoice>>(tokens.ans ?? '', 'GET', '/api/invoices');
    expect(list.json.items).toEqual([]);
  });

  it('makes the invoice on delivery with the stored buyer, dates, totals and payment reference', async () => {
    expect((await deliver('ans-1')).status).toBe(200);
    const list = await api.call<Page<Invoice>>(tokens.ans ?? '', 'GET', '/api/invoices');
    expect(list.json.items).toHaveLength(1);
    const invoice = list.json.items[0];
    expect(invoice?.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(invoice?.paymentReference).toBe(invoice?.number);
    expect(invoice?.buyer.kvkNumber).toBe('12345678');
    expect(invoice?.totalInclVat).toBe(233_188);
    expect(invoice?.vat).toEqual(readyOrder('x', 'y').vat);
    expect(invoice?.paymentTermDays).toBe(30);
    const issued = new Date(`${invoice?.issueDate}T00:00:00Z`).getTime();
    expect(new Date(`${invoice?.dueDate}T00:00:00Z`).getTime() - issued).toBe(30 * 86_400_000);
    // Asking again answers the same invoice, never a second one.
    const again = await api.call<Invoice>(
      tokens.admin ?? '',
      'POST',
      '/api/admin/orders/ans-1/invoice',
    );
    expect(again.json.number).toBe(invoice?.number);
  });

  it('serves the same PDF every time, and UBL; another user gets 404', async () => {
    const [invoice] = (await api.call<Page<Invoice>>(tokens.ans ?? '', 'GET', '/api/invoices')).json
      .items;
    const pdf = async (token: string) => {
      const response = await fetch(`${api.baseUrl}/api/invoices/${invoice?.id}/pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
    };
    const first = await pdf(tokens.ans ?? '');
    const second = await pdf(tokens.ans ?? '');
    expect(first.status).toBe(200);
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
    const ubl = await api.call(tokens.ans ?? '', 'GET', `/api/invoices/${invoice?.id}/ubl`);
    expect(ubl.status).toBe(200);
    expect(String(ubl.json)).toContain(`<cbc:ID>${invoice?.number}</cbc:ID>`);
    for (const path of ['', '/pdf', '/ubl']) {
      const other = await api.call(tokens.bob ?? '', 'GET', `/api/invoices/${invoice?.id}${path}`);
      expect(other.status, path).toBe(404);
    }
    const bobs = await api.call<{ items: Invoice[] }>(
      tokens.bob ?? '',
      'GET',
      '/api/invoices/order/ans-1',
    );
    expect(bobs.json.items).toEqual([]);
  });

  it('turns a return into a credit note, takes back points, and refuses returning more', async () => {
    const over = await api.call(tokens.admin ?? '', 'POST', '/api/admin/orders/ans-1/returns', {
      lines: [{ lineIndex: 0, quantity: 3 }],
      reason: 'Verkeerd besteld',
    });
    expect(over.status).toBe(400);
    expect(over.json.error?.message).toMatch(/kan nog 2 retour komen/);

    const credit = await api.call<Invoice>(
      tokens.admin ?? '',
      'POST',
      '/api/admin/orders/ans-1/returns',
      {
        lines: [{ lineIndex: 0, quantity: 1 }],
        reason: 'Verkeerd besteld',
      },
    );
    expect(credit.status).toBe(201);
    expect(credit.json.number).toMatch(/^C-\d{4}-000001$/);
    expect(credit.json.invoiceNumber).toMatch(/^F-/);
    expect(credit.json.lines[0]).toMatchObject({ quantity: -1, lineTotal: -100_000 });
    expect(credit.json.totalInclVat).toBeLessThan(0);
    // 1.930 points earned on € 1.930,00 of goods after points. One pump returned credits
    // € 1.000,00 less its share of the redeemed points (€ 49,26): € 979,26 remains, worth 979
    // points, so 951 go back, of a balance of 100 + 1.930.
    expect(credit.json.totalExclVat).toBe(-(100_000 - 4_926));
    expect(credit.json.pointsTakenBack).toBe(951);
    expect(credit.json.pointsShortfall).toBe(0);
    const me = await api.call<{ rewardPoints: number }>(tokens.ans ?? '', 'GET', '/api/me');
    expect(me.json.rewardPoints).toBe(100 + 1_930 - 951);
    // The firm's ledger names the credit note that took the points back.
    const points = await api.call<{ items: LedgerEntry[] }>(
      tokens.ans ?? '',
      'GET',
      '/api/me/points',
    );
    expect(points.json.items.filter((entry) => entry.reason === 'retour')).toEqual([
      expect.objectContaining({
        amount: -951,
        orderNumber: 'WP-2026-000101',
        creditNoteNumber: credit.json.number,
      }),
    ]);

    const rest = await api.call(tokens.admin ?? '', 'POST', '/api/admin/orders/ans-1/returns', {
      lines: [{ lineIndex: 0, quantity: 2 }],
      reason: 'Nog een',
    });
    expect(rest.status).toBe(400);

    const search = await api.call<Page<Invoice>>(
      tokens.admin ?? '',
      'GET',
      `/api/admin/invoices?q=${encodeURIComponent('de vries')}`,
    );
    expect(search.json.items.map((item) => item.kind).sort()).toEqual(['creditfactuur', 'factuur']);
    const bobCredit = await api.call(
      tokens.bob ?? '',
      'GET',
      `/api/invoices/${credit.json.id}/pdf`,
    );
    expect(bobCredit.status).toBe(404);
  });

  it('credits exactly what was invoiced when the rest comes back in several returns', async () => {
    const documents = async () =>
      (await api.call<{ items: Invoice[] }>(tokens.ans ?? '', 'GET', '/api/invoices/order/ans-1'))
        .json.items;
    // The valves one by one: each carries a third of the 9 % points allowance (€ 1,48), which
    // rounds to € 0,49; the last return takes what is left, so nothing stays behind.
    for (const lines of [
      [{ lineIndex: 1, quantity: 1 }],
      [{ lineIndex: 1, quantity: 1 }],
      [
        { lineIndex: 0, quantity: 1 },
        { lineIndex: 1, quantity: 1 },
      ],
    ]) {
      const credit = await api.call<ReturnAnswer>(
        tokens.admin ?? '',
        'POST',
        '/api/admin/orders/ans-1/returns',
        { lines, reason: 'Alles retour' },
      );
      expect(credit.status).toBe(201);
      expect(credit.json.creditNotes).toHaveLength(1);
    }
    const all = await documents();
    const [invoice] = all.filter((doc) => doc.kind === 'factuur');
    const credits = all.filter((doc) => doc.kind === 'creditfactuur');
    expect(credits).toHaveLength(4);
    const sum = (value: (doc: Invoice) => number) =>
      credits.reduce((total, doc) => total + value(doc), 0);
    expect(sum((doc) => doc.totalInclVat)).toBe(-(invoice?.totalInclVat ?? 0));
    expect(sum((doc) => doc.totalVat)).toBe(-(invoice?.totalVat ?? 0));
    expect(sum((doc) => doc.allowanceTotal)).toBe(-(invoice?.allowanceTotal ?? 0));
    expect(credits.map((doc) => doc.invoiceNumber)).toEqual(credits.map(() => invoice?.number));
    // Every point earned on the order came back (the balance allowed it).
    expect(sum((doc) => (doc.pointsTakenBack ?? 0) + (doc.pointsShortfall ?? 0))).toBe(1_930);
  });
});
