import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DUTCH_BROWSER, findChromium, speaksDutch } from './scripts/browser';

const port = Number(process.env.E2E_PORT ?? 5190);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 9190);
const dataDir = e2eDataDir();
const executablePath = await findChromium();
// Once, in the runner; its workers read this file again.
if (executablePath && !speaksDutch(executablePath) && !process.env.TEST_WORKER_INDEX)
  console.warn(
    `[playwright] ${executablePath} heeft geen Nederlandse taalbestanden (locales/nl.pak; Debian: apt-get install chromium-l10n): datumvelden tonen mm/dd/yyyy in plaats van dd-mm-jjjj.`,
  );

/**
 * The portal's data folder for this run. Playwright reads this config in its main process and
 * again in every worker: only the main process makes the folder, and names it in WP_E2E_DIR,
 * which the web server and the workers inherit. It removes the folder as it exits, which is after
 * the web server has stopped (a global teardown runs before that). A folder named in WP_E2E_DIR
 * beforehand is the caller's: kept.
 */
function e2eDataDir(): string {
  const named = process.env.WP_E2E_DIR;
  if (named) return named;
  const made = mkdtempSync(join(tmpdir(), 'wp-e2e-'));
  process.env.WP_E2E_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  return made;
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs after the portal answers: waits until the Auth emulator signs in a demo account.
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    // A Dutch user's browser: nl-NL in the page (locale) and in Chromium itself, whose language
    // decides how a native date field reads.
    launchOptions: {
      executablePath,
      env: DUTCH_BROWSER.env(),
      args: [
        ...DUTCH_BROWSER.args,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node_modules/.bin/tsx src-server/local/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Stopped as Ctrl+C stops it: the portal closes its database before the folder goes.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(authPort),
      DATA_DIR: dataDir,
      WEB_DIR: 'dist-web',
      PERSIST_ACCOUNTS: '0',
      // Emulators on loopback only; no probing for a cloud metadata server.
      METADATA_SERVER_DETECTION: 'none',
    },
  },
});
