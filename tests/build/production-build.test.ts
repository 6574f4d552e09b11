import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRendererEnv } from '../../src-shared/config/renderer-env';

const run = promisify(execFile);

/** The environment without any VITE_ setting of the machine running the tests. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')),
  );
  return { ...env, ...extra };
}

const SAMPLE = {
  VITE_FIREBASE_API_KEY: 'AIzaSyVoorbeeldSleutelVoorDeTest0123456',
  VITE_FIREBASE_AUTH_DOMAIN: 'warmteportaal-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'warmteportaal-prod',
};

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function buildWeb(mode: string, env: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), 'wp-build-'));
  outDirs.push(outDir);
  const args = ['build', '-c', 'vite.web.config.ts', '--mode', mode, '--outDir', outDir];
  const result = await run('node_modules/.bin/vite', [...args, '--emptyOutDir'], {
    env: cleanEnv(env),
  }).then(
    (output) => ({ ok: true, output: output.stdout + output.stderr }),
    (error: { stdout?: string; stderr?: string }) => ({
      ok: false,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
  const bundle = result.ok
    ? readdirSync(join(outDir, 'assets'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
        .join('\n') + readFileSync(join(outDir, 'index.html'), 'utf8')
    : '';
  return { ...result, bundle };
}

describe('production build of the renderer', () => {
  it('with a sample Firebase config: that config in, no emulator and no demo key', async () => {
    const build = await buildWeb('production', SAMPLE);
    expect(build.ok, build.output).toBe(true);
    expect(build.bundle).toContain(SAMPLE.VITE_FIREBASE_API_KEY);
    expect(build.bundle).toContain(SAMPLE.VITE_FIREBASE_PROJECT_ID);
    for (const local of ['demo-api-key', 'demo-warmteportaal', '127.0.0.1', ':9099', ':5180']) {
      expect(build.bundle, `${local} in de productiebundel`).not.toContain(local);
    }
  }, 120_000);

  it('without the Firebase config: the build fails and says what to set', async () => {
    const build = await buildWeb('production', {
      VITE_FIREBASE_API_KEY: SAMPLE.VITE_FIREBASE_API_KEY,
    });
    expect(build.ok).toBe(false);
    expect(build.output).toContain('de Firebase-webconfiguratie is onvolledig');
    expect(build.output).toContain('VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID');
  }, 120_000);

  it('the local portal builds in a mode of its own, with the emulator on its own origin', () => {
    expect(parseRendererEnv('local-portal', 'web', {})).toEqual({
      apiBaseUrl: '',
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-warmteportaal.firebaseapp.com',
        projectId: 'demo-warmteportaal',
      },
      authEmulatorUrl: '',
    });
    expect(parseRendererEnv('local-portal', 'desktop', {}).apiBaseUrl).toBe(
      'http://127.0.0.1:5180',
    );
  });

  it('refuses demo settings, the emulator, and a desktop build without the https portal', () => {
    expect(() =>
      parseRendererEnv('production', 'web', { ...SAMPLE, VITE_FIREBASE_USE_EMULATOR: 'true' }),
    ).toThrow('de Auth-emulator hoort niet in een productiebuild');
    expect(() =>
      parseRendererEnv('production', 'web', { ...SAMPLE, VITE_FIREBASE_API_KEY: 'demo-api-key' }),
    ).toThrow('dit is de democonfiguratie van de emulator');
    expect(() => parseRendererEnv('production', 'desktop', SAMPLE)).toThrow('VITE_API_BASE_URL');
    expect(
      parseRendererEnv('production', 'desktop', {
        ...SAMPLE,
        VITE_API_BASE_URL: 'https://warmteportaal.nl/',
      }),
    ).toMatchObject({ apiBaseUrl: 'https://warmteportaal.nl', authEmulatorUrl: null });
  });
});
