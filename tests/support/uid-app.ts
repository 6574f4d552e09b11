import { createApp } from '../../src-server/app';
import type { AuthVerifier } from '../../src-server/auth/verifier';
import type { AppDeps, Clock } from '../../src-server/env';
import type { Storage } from '../../src-server/storage/port';
import { noFiles } from '../unit/no-files';

/** The bearer token is the user id: enough to be each member of a firm in turn. */
export const uidAuth: AuthVerifier = {
  async verifyIdToken(token) {
    return { uid: token, email: `${token}@x.test` };
  },
};

/**
 * The whole API in-process on `storage`, signed in by user id (`uidAuth`; the real token check
 * is covered by tests/api). No files and no allowed origins unless `deps` says otherwise.
 */
export function uidApp(storage: Storage, clock: Clock, deps: Partial<AppDeps> = {}) {
  return createApp({
    storage,
    files: noFiles(),
    auth: uidAuth,
    clock,
    allowedOrigins: [],
    ...deps,
  });
}
