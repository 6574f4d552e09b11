import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
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
