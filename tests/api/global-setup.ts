import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../src-server/local/auth-emulator';
import { freePort } from '../../src-server/local/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

/** One real Firebase Auth emulator for the API tests. */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'wp-api-auth-'));
  const emulator = await startAuthEmulator({
    projectId: 'demo-warmteportaal-api',
    port: await freePort(),
    workDir,
    persist: false,
  });
  project.provide('authEmulatorHost', emulator.host);
  return async () => {
    await emulator.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
