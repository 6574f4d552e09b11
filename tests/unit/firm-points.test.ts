import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '@shared/schemas/order';
import { uidApp } from '../support/uid-app';
import { priceCheckout, type LoadedCheckout } from '../../src-server/orders/quote';
import { migrateCompanies } from '../../src-server/company/migrate';
import type { Storage } from '../../src-server/storage/port';
import { seedFirm } from '../support/company-scenario';
import { firmBalance } from '../support/firm-points';
import { freshSqliteStorage } from '../support/fresh-storage';
import { checkPointsMigration } from '../support/points-migration';
import { makeProduct } from '../fixtures/product';

const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

function api(storage: Storage) {
  const app = uidApp(storage, clock);
  return async <T>(uid: string, method: string, path: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${uid}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
}

const pickUp = (productId: string, pointsToRedeem: number) => ({
  lines: [{ productId, quantity: 1 }],
  delivery: 'afhalen',
  pointsToRedeem,
  address: '',
  reference: '',
  notes: '',
});

type PointsPage = { balance: number; items: LedgerEntry[] };

describe('points per firm (SQLite)', () => {
  const storage = freshSqliteStorage();

  it('moves every member’s personal points to the firm once, to the point', async () => {
    await checkPointsMigration(storage());
  });

  it('lets every member spend the firm’s one balance and shows who earned and spent it', async () => {
    const firm = await seedFirm(storage(), 'samen');
    const call = api(storage());
    // Each member sees the firm's balance, at checkout and on their profile.
    for (const uid of [firm.owner, firm.buyer, firm.fitter]) {
      const quote = await call<{ availablePoints: number; maxRedeemablePoints: number }>(
        uid,
        'POST',
        '/api/cart/quote',
        pickUp('samen-dempers', 0),
      );
      expect(quote.body).toMatchObject({ availablePoints: 1000, maxRedeemablePoints: 1000 });
      expect((await call<{ rewardPoints: number }>(uid, 'GET', '/api/me')).body.rewardPoints).toBe(
        1000,
      );
    }
    // The inkoper spends 300 of them, the monteur (within his limit) 200 more.
    const byBuyer = await call(firm.buyer, 'POST', '/api/orders', pickUp('samen-dempers', 300));
    expect(byBuyer.status).toBe(201);
    const byFitter = await call(firm.fitter, 'POST', '/api/orders', pickUp('samen-dempers', 200));
    expect(byFitter.status).toBe(201);
    // Only 500 are left: the eigenaar cannot redeem 600, and the server says so.
    const tooMany = await call<{ error: { message: string } }>(
      firm.owner,
      'POST',
      '/api/cart/quote',
      pickUp('samen-dempers', 600),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Je bedrijf heeft niet genoeg spaarpunten.');

    const page = await call<PointsPage>(firm.owner, 'GET', '/api/me/points');
    expect(page.body.balance).toBe(500);
    expect(await firmBalance(storage(), firm.companyId)).toBe(500);
    expect(
      page.body.items.map((entry) => `${entry.memberName} ${entry.reason} ${entry.amount}`).sort(),
    ).toEqual([
      'eigenaar Test startsaldo 1000',
      'inkoper Test inwisseling -300',
      'monteur Test inwisseling -200',
    ]);
    // The same page for every member: one ledger, not one per person.
    const fromFitter = await call<PointsPage>(firm.fitter, 'GET', '/api/me/points');
    expect(fromFitter.body).toEqual(page.body);
    // Ids of people and firms stay on the server.
    expect(JSON.stringify(page.body)).not.toContain(firm.buyer);
  });

  it('keeps another company out of the firm’s points, whatever id it names', async () => {
    const firm = await seedFirm(storage(), 'ander');
    const call = api(storage());
    const outsiders = await call<PointsPage>(firm.outsider, 'GET', '/api/me/points');
    expect(outsiders.body.balance).toBe(1000);
    expect(outsiders.body.items.every((entry) => entry.memberName === 'buiten Test')).toBe(true);
    // The back-office's points of a member are for admins only, never another firm's member.
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { amount: -1000, reason: 'Weg ermee' }],
    ] as const) {
      const answer = await call(
        firm.outsider,
        method,
        `/api/admin/users/${firm.owner}/punten`,
        body,
      );
      expect(answer.status).toBe(403);
    }
    // An order of the firm cannot be redeemed against, approved or cancelled from outside.
    const { body: order } = await call<{ id: string; status: string }>(
      firm.fitter,
      'POST',
      '/api/orders',
      pickUp('ander-pomp', 100),
    );
    expect(order.status).toBe('wacht_op_goedkeuring');
    const approve = await call(firm.outsider, 'POST', `/api/approvals/${order.id}/approve`, {
      expectedTotalInclVat: 1,
    });
    expect(approve.status).toBe(404);
    expect(await firmBalance(storage(), firm.companyId)).toBe(1000);
    expect(await firmBalance(storage(), `${firm.outsider}-bedrijf`)).toBe(1000);
  });

  it('refuses a redemption to a role the role table does not allow, with a maximum of 0', () => {
    const { id: _id, ...product } = makeProduct({ id: 'pomp', price: 100_000, inStock: true });
    const loaded: LoadedCheckout = {
      lines: [{ productId: 'pomp', quantity: 1, product: { ...product, id: 'pomp' } }],
      profile: null,
      discount: 0,
      companyId: 'firma',
      points: 5_000,
      mayRedeem: false,
    };
    const request = { lines: [{ productId: 'pomp', quantity: 1 }], delivery: 'afhalen' as const };
    expect(priceCheckout(loaded, { ...request, pointsToRedeem: 0 }).quote.maxRedeemablePoints).toBe(
      0,
    );
    expect(() => priceCheckout(loaded, { ...request, pointsToRedeem: 100 })).toThrow(
      'Met jouw rol in het bedrijf kun je geen spaarpunten inwisselen.',
    );
    expect(
      priceCheckout({ ...loaded, mayRedeem: true }, { ...request, pointsToRedeem: 0 }).quote
        .maxRedeemablePoints,
    ).toBe(5_000);
  });

  it('gives a user without a company their own firm’s points, which the migration keeps', async () => {
    // A profile the start-up migration has not reached: no company yet.
    await storage().set('users', 'solo', { email: 'solo@x.test', firstName: 'Solo' });
    const { id: _id, createdAt, ...product } = makeProduct({ id: 'solo-pomp', inStock: true });
    await storage().set('products', 'solo-pomp', { ...product, createdAt: new Date(createdAt) });
    const call = api(storage());
    const admin = 'solo-beheer';
    await storage().set('users', admin, { email: 'beheer@x.test', role: 'admin' });
    const credit = await call(admin, 'POST', '/api/admin/users/solo/punten', {
      amount: 400,
      reason: 'Welkom',
    });
    expect(credit.status).toBe(200);
    expect((await call<PointsPage>('solo', 'GET', '/api/me/points')).body.balance).toBe(400);
    await migrateCompanies(storage(), clock);
    // The company the migration founds has the id the points were kept under: nothing moves.
    const after = await call<PointsPage>('solo', 'GET', '/api/me/points');
    expect(after.body.balance).toBe(400);
    expect(after.body.items.map((entry) => [entry.memberName, entry.amount])).toEqual([
      ['Solo', 400],
    ]);
  });
});
