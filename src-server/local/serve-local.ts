import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { createApp } from '../app';
import { createStoredOutbox } from '../notify/outbox';
import type { AuthVerifier } from '../auth/verifier';
import { createLocalFileStore } from '../files/local';
import { createSqliteStorage } from '../storage/sqlite';
import { listenOnLoopback } from './listen';
import { freePort } from './ports';

/**
 * The API alone on a loopback socket, on a SQLite file and a files folder in `dataDir`: for API
 * tests and benchmarks, without the web build or the portal around it.
 */
export async function serveLocalApi(dataDir: string, auth: AuthVerifier, database = 'api.sqlite') {
  const storage = createSqliteStorage({ filename: join(dataDir, database) });
  const clock = { now: () => new Date() };
  const files = createLocalFileStore(join(dataDir, 'files'));
  const app = createApp({
    storage,
    catalogue: storage.catalogue,
    advice: storage.catalogue,
    files,
    auth,
    clock,
    outbox: createStoredOutbox({ storage, clock, files }),
    allowedOrigins: [],
  });
  const port = await freePort();
  const server: ServerType = await listenOnLoopback(app.fetch, { port });
  return {
    storage,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((done) => server.close(() => done()));
      await storage.close();
    },
  };
}
