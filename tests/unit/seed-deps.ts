import type { seed } from '../../src-server/seed/seed';
import type { Storage } from '../../src-server/storage/port';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { noFiles } from './no-files';

/**
 * What the seed needs, without a sign-in service: a new in-memory store unless one is given,
 * files that all exist already (so no images are drawn), Sunday 22 November 2026.
 */
export function seedDeps(storage: Storage = createSqliteStorage({ filename: ':memory:' })) {
  return {
    storage,
    files: noFiles(true),
    accounts: { ensureAccount: async () => false },
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
  } satisfies Parameters<typeof seed>[0];
}
