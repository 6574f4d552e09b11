import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SignInState } from '@shared/schemas/health';
import { createApp } from '../../src-server/app';
import { writeEmulatorQuickStart } from '../../src-server/local/emulator-quick-start';
import { createSqliteStorage } from '../../src-server/storage/sqlite';

describe('/api/health', () => {
  const app = (signIn?: () => SignInState) =>
    createApp({
      storage: createSqliteStorage({ filename: ':memory:' }),
      files: {} as never,
      auth: { verifyIdToken: async () => Promise.reject(new Error('nee')) },
      clock: { now: () => new Date('2026-11-27T10:00:00Z') },
      allowedOrigins: [],
      ...(signIn ? { signIn } : {}),
    });

  it('reports whether signing in works yet, and ready where nothing says otherwise', async () => {
    let state: SignInState = 'starting';
    const local = app(() => state);
    expect(await (await local.request('/api/health')).json()).toEqual({
      ok: true,
      signIn: 'starting',
    });
    state = 'ready';
    expect(await (await local.request('/api/health')).json()).toEqual({
      ok: true,
      signIn: 'ready',
    });
    expect(await (await app().request('/api/health')).json()).toEqual({
      ok: true,
      signIn: 'ready',
    });
  });
});

describe('the Auth emulator’s quick start', () => {
  // Loads the two patched modules in a Node process as the emulator's would, fetch stubbed.
  const probe = `
    const asked = [];
    globalThis.fetch = async (url) => {
      asked.push(String(url));
      throw new Error('offline');
    };
    const motd = require(require.resolve('firebase-tools/lib/fetchMOTD.js'));
    const options = require(require.resolve('exegesis/lib/options.js'));
    motd.fetchMOTD();
    setTimeout(() => console.log(JSON.stringify({
      asked,
      lazy: options.compileOptions({}).lazyCompileValidationSchemas,
    })), 50);`;
  const run = (args: string[]) => {
    const { CI: _ci, ...env } = process.env;
    const result = spawnSync(process.execPath, [...args, '-e', probe], { env, encoding: 'utf8' });
    return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as unknown;
  };

  it('asks nothing of the internet and compiles each schema on its first use', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-quick-start-'));
    try {
      expect(run(['--require', writeEmulatorQuickStart(dir)])).toEqual({ asked: [], lazy: true });
      // Without it, exegesis compiles every schema before the emulator listens.
      expect(run([])).toMatchObject({ lazy: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
