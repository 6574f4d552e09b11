import { describe, expect, it } from 'vitest';
import { auditList, recordAudit } from '../../src-server/audit/audit';
import { uidApp } from '../support/uid-app';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { AuditEntry } from '@shared/schemas/admin/audit';
import type { Page } from '@shared/schemas/page';

/** The back-office's whole log: every record's changes in one list, paged and filtered. */
describe('GET /api/admin/audit/all', () => {
  async function logWith(entries: { entity: 'order' | 'user'; actor: string; minute: number }[]) {
    const storage = createSqliteStorage({ filename: ':memory:' });
    await storage.set('users', 'adm', { role: 'admin', rewardPoints: 0, email: 'adm@x.test' });
    await storage.set('users', 'u1', { role: 'installer', rewardPoints: 0, email: 'u1@x.test' });
    await storage.transaction(async (tx) => {
      for (const [index, { entity, actor, minute }] of entries.entries()) {
        recordAudit(tx, {
          actor: { uid: actor, email: actor === 'systeem' ? 'Systeem' : `${actor}@x.test` },
          entity,
          entityId: `${entity}-${index}`,
          action: `Wijziging ${index}`,
          changes: [],
          at: new Date(Date.UTC(2026, 10, 27, 10, minute)),
        });
      }
    });
    const app = uidApp(storage, { now: () => new Date('2026-11-27T12:00:00Z') });
    return async (query: string, user = 'adm') => {
      const response = await app.request(`/api/admin/audit/all${query}`, {
        headers: { authorization: `Bearer ${user}` },
      });
      return { status: response.status, body: (await response.json()) as Page<AuditEntry> };
    };
  }

  it('pages through every record’s changes, newest first, by kind and by who', async () => {
    const list = await logWith([
      { entity: 'order', actor: 'adm', minute: 1 },
      { entity: 'user', actor: 'adm', minute: 2 },
      { entity: 'order', actor: 'systeem', minute: 3 },
      { entity: 'order', actor: 'adm', minute: 4 },
      { entity: 'user', actor: 'systeem', minute: 5 },
    ]);
    const actions = (page: Page<AuditEntry>) => page.items.map((entry) => entry.action);

    const first = await list('?limit=2');
    expect(actions(first.body)).toEqual(['Wijziging 4', 'Wijziging 3']);
    const rest: string[] = [];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await list(`?limit=2&cursor=${encodeURIComponent(cursor)}`);
      rest.push(...actions(next.body));
      cursor = next.body.nextCursor;
    }
    expect(rest).toEqual(['Wijziging 2', 'Wijziging 1', 'Wijziging 0']);

    expect(actions((await list('?soort=order')).body)).toEqual([
      'Wijziging 3',
      'Wijziging 2',
      'Wijziging 0',
    ]);
    expect(actions((await list('?door=systeem')).body)).toEqual(['Wijziging 4', 'Wijziging 2']);
    expect(actions((await list('?soort=order&door=adm')).body)).toEqual([
      'Wijziging 3',
      'Wijziging 0',
    ]);
  });

  it('names each record: stored with the entry, or read once for an older entry', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    const admin = { uid: 'adm', email: 'adm@x.test' };
    const at = new Date(Date.UTC(2026, 10, 27, 10, 0));
    await storage.set('users', 'adm', { role: 'admin', rewardPoints: 0, email: 'adm@x.test' });
    const jan = { role: 'installer', rewardPoints: 0, email: 'jan@x.test', firstName: 'Jan' };
    await storage.set('users', 'nJDakq', { ...jan, lastName: 'Jansen' });
    const reads: string[] = [];
    const counted = {
      ...storage,
      getMany: async (collection: string, ids: string[]) => {
        reads.push(...ids.map((id) => `${collection}/${id}`));
        return storage.getMany(collection, ids);
      },
    };
    // One new entry stores its label; two older ones of the same user, and one of a record
    // that is gone, have none.
    await storage.transaction(async (tx) => {
      const entry = { actor: admin, action: 'gewijzigd', changes: [], at };
      recordAudit(tx, { ...entry, entity: 'order', entityId: 'o-1', recordLabel: '2026-00012' });
      recordAudit(tx, { ...entry, entity: 'user', entityId: 'nJDakq' });
      recordAudit(tx, { ...entry, entity: 'user', entityId: 'nJDakq' });
      recordAudit(tx, { ...entry, entity: 'product', entityId: 'weg' });
    });
    const { items } = await auditList(counted, {}, { limit: 10 });
    const byId = (id: string) => items.filter((entry) => entry.entityId === id);
    expect(byId('o-1').map((entry) => entry.recordLabel)).toEqual(['2026-00012']);
    expect(byId('nJDakq').map((entry) => entry.recordLabel)).toEqual(['Jan Jansen', 'Jan Jansen']);
    expect(byId('weg')[0]?.recordLabel).toBeUndefined();
    // Only what lacks a label is read, each record once.
    expect(reads.sort()).toEqual(['products/weg', 'users/nJDakq']);
  });

  it('is for admins only and refuses an unknown kind in Dutch', async () => {
    const list = await logWith([]);
    expect((await list('', 'u1')).status).toBe(403);
    const odd = await list('?soort=raket');
    expect(odd.status).toBe(400);
    expect(JSON.stringify(odd.body)).toContain('Onbekend soort gegevens.');
  });
});
