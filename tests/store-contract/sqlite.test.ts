import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { describeCatalogueContract } from './catalogue-contract';
import { describeStorageContract } from './contract';

describeStorageContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wp-sqlite-'));
  const storage = createSqliteStorage({ filename: join(dir, 'store.sqlite') });
  return {
    storage,
    dispose: async () => {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeCatalogueContract('sqlite (FTS5 and indexes)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'wp-sqlite-catalogue-'));
  const storage = createSqliteStorage({ filename: join(dir, 'store.sqlite') });
  return {
    storage,
    adapters: { catalogue: storage.catalogue, advice: storage.catalogue },
    dispose: async () => {
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describeCatalogueContract('memory index on sqlite', async () => {
  const storage = createSqliteStorage({ filename: ':memory:' });
  return { storage, adapters: {}, dispose: () => storage.close() };
});
