import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uidApp } from '../support/uid-app';
import { CATALOGUE_QUERIES } from '../../src-server/storage/firestore-catalogue';
import type { DocumentQuery, Storage } from '../../src-server/storage/port';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { makeProduct } from '../fixtures/product';

/**
 * firestore.indexes.json against the queries the API really makes: the API's list endpoints
 * run on a storage that records every query, and each query Firestore cannot answer from its
 * automatic single-field indexes (a filter with an order on another field, or filters on
 * several fields with a range) must have its composite index in the file.
 */
interface IndexFile {
  indexes: {
    collectionGroup: string;
    fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING' }[];
  }[];
}

type Recorded = { collection: string; query: DocumentQuery };

function recording(storage: Storage, seen: Recorded[]): Storage {
  const note = (collection: string, query: DocumentQuery = {}) => seen.push({ collection, query });
  return {
    ...storage,
    query: (collection, query) => (note(collection, query), storage.query(collection, query)),
    transaction: (fn) =>
      storage.transaction((tx) => fn({ ...tx, query: (c, q) => (note(c, q), tx.query(c, q)) })),
  };
}

function needsComposite({ query }: Recorded): boolean {
  const where = query.where ?? [];
  const fields = new Set(where.map((w) => w.field));
  const orderOnOther = (query.orderBy ?? []).some((o) => !fields.has(o.field) || fields.size > 1);
  const rangeWithOthers = fields.size > 1 && where.some((w) => w.op !== '==');
  return (where.length > 0 && orderOnOther) || rangeWithOthers;
}

function covered({ collection, query }: Recorded, file: IndexFile): boolean {
  const equality = new Set((query.where ?? []).filter((w) => w.op === '==').map((w) => w.field));
  const ranges = (query.where ?? []).filter((w) => w.op !== '==').map((w) => w.field);
  const orders = (query.orderBy ?? []).map(
    (o) => `${o.field}:${o.direction === 'desc' ? 'DESCENDING' : 'ASCENDING'}`,
  );
  return file.indexes.some((index) => {
    if (index.collectionGroup !== collection) return false;
    const fields = index.fields.filter((f) => f.fieldPath !== '__name__');
    const head = fields.slice(0, equality.size).map((f) => f.fieldPath);
    const rest = fields.slice(equality.size).map((f) => `${f.fieldPath}:${f.order}`);
    const wanted = orders.length ? orders : ranges.map((field) => `${field}:ASCENDING`);
    return head.every((f) => equality.has(f)) && wanted.every((w, i) => rest[i] === w);
  });
}

describe('firestore.indexes.json', () => {
  // Some forty list requests: more than the default 5 s when the machine is busy.
  it(
    'has a composite index for every query of the list endpoints that needs one',
    { timeout: 30_000 },
    async () => {
      const seen: Recorded[] = [];
      const now = new Date('2026-11-22T10:00:00Z');
      const storage = recording(createSqliteStorage({ filename: ':memory:' }), seen);
      const app = uidApp(storage, { now: () => now });
      const { id: _id, ...product } = makeProduct({ id: 'pomp' });
      await storage.set('products', 'pomp', product);
      await storage.set('users', 'u1', { role: 'installer', rewardPoints: 0, email: 'u1@x.test' });
      await storage.set('users', 'adm', { role: 'admin', rewardPoints: 0, email: 'adm@x.test' });
      const call = (path: string, init: RequestInit = {}, user = 'u1') =>
        app.request(path, {
          ...init,
          headers: {
            authorization: `Bearer ${user}`,
            'content-type': 'application/json',
            ...init.headers,
          },
        });
      const client = await call('/api/clients', {
        method: 'POST',
        body: JSON.stringify({
          name: 'Fam. Jansen',
          address: 'Dorpsstraat 1',
          postcode: '1234 AB',
          city: 'Utrecht',
        }),
      });
      expect(client.status, await client.clone().text()).toBe(201);
      const clientId = ((await client.json()) as { id: string }).id;
      const placed = await call('/api/orders', {
        method: 'POST',
        headers: { 'idempotency-key': 'indexen-controle-0001' },
        body: JSON.stringify({
          lines: [{ productId: 'pomp', quantity: 1 }],
          delivery: 'afhalen',
          clientId,
        }),
      });
      expect(placed.status, await placed.clone().text()).toBe(201);
      // Every list a user or the back-office can open, with each filter it offers.
      const lists: [string, string][] = [
        ['u1', '/api/orders'],
        ['u1', '/api/orders?status=ontvangen'],
        ['u1', '/api/me/points'],
        ['u1', '/api/products'],
        ['u1', '/api/tickets'],
        ['u1', '/api/tickets/unread'],
        ['u1', '/api/clients'],
        ['u1', '/api/clients?q=jans'],
        ['u1', `/api/clients/${clientId}/orders`],
        ['u1', '/api/documents'],
        ['u1', '/api/documents/prijslijst.pdf'],
        ['u1', '/api/documents/prijslijst.pdf?categorie=hybride'],
        ['u1', '/api/calculator/calculations'],
        ['u1', '/api/order-lists'],
        ['u1', `/api/calculator/calculations?clientId=${clientId}`],
        ['u1', '/api/worklist'],
        ['u1', '/api/offertes'],
        ['u1', '/api/offertes?status=concept'],
        ['u1', '/api/offertes?status=verstuurd'],
        ['u1', '/api/offertes?status=verlopen'],
        ['u1', `/api/offertes?clientId=${clientId}`],
        ['u1', '/api/customer-invoices'],
        ['u1', '/api/customer-invoices?offerteId=offerte-1'],
        ['u1', `/api/customer-invoices?clientId=${clientId}`],
        ['u1', `/api/customer-invoices?clientId=${clientId}&status=open`],
        ['u1', '/api/customer-invoices?status=open'],
        ['u1', '/api/customer-invoices/openstaand'],
        ['u1', `/api/customer-invoices/openstaand?clientId=${clientId}`],
        ['adm', '/api/admin/tickets'],
        ['adm', '/api/admin/tickets?status=open'],
        ['adm', '/api/admin/orders'],
        ['adm', '/api/admin/audit/all'],
        ['adm', '/api/admin/audit/all?soort=order'],
        ['adm', '/api/admin/audit/all?door=adm'],
        ['adm', '/api/admin/audit/all?soort=user&door=systeem'],
        ['adm', '/api/admin/orders?status=ontvangen'],
        ['adm', '/api/admin/orders?van=2026-01-01&tot=2026-12-31'],
        ['adm', '/api/admin/orders?status=ontvangen&van=2026-01-01&tot=2026-12-31'],
        ['adm', '/api/admin/orders?klant=u1'],
        ['adm', '/api/admin/orders?klant=u1&status=ontvangen&van=2026-01-01'],
        ['adm', '/api/admin/orders?q=WP'],
        ['adm', '/api/admin/products'],
        ['adm', '/api/admin/products?status=actief'],
        ['adm', '/api/admin/products?q=pomp'],
        ['adm', '/api/admin/products?status=gearchiveerd&q=pomp'],
        ['adm', '/api/admin/users'],
        ['adm', '/api/admin/users?role=dealer'],
        ['adm', '/api/admin/users?q=u1'],
        ['adm', '/api/admin/users/u1/punten'],
        ['adm', '/api/admin/applications'],
        ['adm', '/api/admin/applications?status=nieuw'],
        ['adm', '/api/admin/messages'],
        ['adm', '/api/admin/messages?gelezen=nee'],
        ['adm', '/api/admin/audit?entity=product&id=pomp'],
        ['adm', '/api/admin/mail/outbox'],
        ['adm', '/api/admin/mail/outbox?status=mislukt'],
        ['adm', '/api/admin/mail/received'],
      ];
      for (const [user, path] of lists) {
        const response = await call(path, {}, user);
        // A price list is made (its queries run) but the file port here keeps nothing: 202.
        const made = path.includes('prijslijst') ? [200, 202] : [200];
        expect(made, `${path}: ${await response.clone().text()}`).toContain(response.status);
      }

      expect(seen.length).toBeGreaterThan(0);
      const file = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as IndexFile;
      const missing = seen.filter(needsComposite).filter((q) => !covered(q, file));
      expect(missing.map((q) => `${q.collection} ${JSON.stringify(q.query)}`)).toEqual([]);
    },
  );

  it('has a composite index for every query the Firestore catalogue runs', () => {
    const file = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as IndexFile;
    // Firestore indexes an `in` as an equality (one lookup per value).
    const recorded: Recorded[] = Object.values(CATALOGUE_QUERIES).map(
      ({ collection, where, orderBy }) => ({
        collection,
        query: {
          where: where.map(({ field, op }) => ({ field, op: op === 'in' ? '==' : op, value: 0 })),
          orderBy: orderBy.map(({ field, direction }) => ({ field, direction })),
        },
      }),
    );
    expect(recorded.filter(needsComposite).length).toBeGreaterThan(0);
    const missing = recorded.filter(needsComposite).filter((q) => !covered(q, file));
    expect(missing.map((q) => `${q.collection} ${JSON.stringify(q.query)}`)).toEqual([]);
  });
});
