import { migrateCompanies } from '../../src-server/company/migrate';
import { seed } from '../../src-server/seed/seed';
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

/**
 * Starts the portal on `d` `times` times, as `local/portal.ts` does at every start: the seed,
 * then the move of what it made to its maker's company. Gives `d` back.
 */
export async function startPortal(d: ReturnType<typeof seedDeps>, times = 1) {
  for (let start = 0; start < times; start++) {
    await seed(d);
    await migrateCompanies(d.storage, d.clock);
  }
  return d;
}
