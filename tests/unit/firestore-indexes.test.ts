import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src-server/app';
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
  it('has a composite index for every query of the list endpoints that needs one', async () => {
    const seen: Recorded[] = [];
    const now = new Date('2026-11-22T10:00:00Z');
    const storage = recording(createSqliteStorage({ filename: ':memory:' }), seen);
    const app = createApp({
      storage,
      files: { read: async () => null, write: async () => undefined, exists: async () => false },
      auth: { verifyIdToken: async (token) => ({ uid: token, email: `${token}@x.test` }) },
      clock: { now: () => now },
      allowedOrigins: [],
    });
    const { id: _id, ...product } = makeProduct({ id: 'pomp' });
    await storage.set('products', 'pomp', product);
    await storage.set('users', 'u1', { role: 'installateur', rewardPoints: 0 });
    const call = (path: string, init: RequestInit = {}) =>
      app.request(path, {
        ...init,
        headers: {
          authorization: 'Bearer u1',
          'content-type': 'application/json',
          ...init.headers,
        },
      });
    const placed = await call('/api/orders', {
      method: 'POST',
      headers: { 'idempotency-key': 'indexen-controle-0001' },
      body: JSON.stringify({ lines: [{ productId: 'pomp', quantity: 1 }], delivery: 'afhalen' }),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    for (const path of ['/api/orders', '/api/me/points', '/api/products']) {
      expect((await call(path)).status, path).toBe(200);
    }

    expect(seen.length).toBeGreaterThan(0);
    const file = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as IndexFile;
    const missing = seen.filter(needsComposite).filter((q) => !covered(q, file));
    expect(missing).toEqual([]);
  });
});
