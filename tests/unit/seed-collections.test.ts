import { noFiles } from './no-files';
import { describe, expect, it } from 'vitest';
import { calculations } from '../../src-server/collections/calculations';
import { clients } from '../../src-server/collections/clients';
import { documents } from '../../src-server/collections/documents';
import { contactMessages, dealerApplications } from '../../src-server/collections/inbox';
import { products } from '../../src-server/collections/products';
import { tickets } from '../../src-server/collections/tickets';
import { users } from '../../src-server/collections/users';
import { seed } from '../../src-server/seed/seed';
import { createSqliteStorage } from '../../src-server/storage/sqlite';

const COLLECTIONS = [
  users,
  products,
  clients,
  tickets,
  calculations,
  documents,
  dealerApplications,
  contactMessages,
] as const;

describe('the demo seed', () => {
  it('writes documents that every collection module reads through its schema', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    await seed({
      storage,
      files: noFiles(true),
      accounts: { ensureAccount: async () => true },
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    });
    for (const collection of COLLECTIONS) {
      const raw = await storage.query(collection.name);
      expect(raw.length, collection.name).toBeGreaterThan(0);
      const typed = await collection.on(storage).query();
      expect(typed.map((doc) => doc.id).sort(), collection.name).toEqual(
        raw.map((doc) => doc.id).sort(),
      );
    }
    await storage.close();
  });
});
