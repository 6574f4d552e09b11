import { createApp } from '../../src-server/app';
import type { AppDeps } from '../../src-server/env';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { noFiles } from './no-files';

/**
 * The API on a fresh in-memory store: no files, nobody signed in, a fixed clock; `deps`
 * overrides any of them.
 */
export function memoryApp(deps: Partial<Omit<AppDeps, 'storage'>> = {}) {
  const storage = createSqliteStorage({ filename: ':memory:' });
  const app = createApp({
    storage,
    files: noFiles(),
    auth: {
      verifyIdToken: async () => {
        throw new Error('niet nodig');
      },
    },
    clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    allowedOrigins: [],
    ...deps,
  });
  return { app, storage };
}
