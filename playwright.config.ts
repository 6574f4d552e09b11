import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { DUTCH_BROWSER, findChromium, speaksDutch } from './scripts/browser';

const port = Number(process.env.E2E_PORT ?? 5190);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 9190);
const dataDir = mkdtempSync(join(tmpdir(), 'wp-e2e-'));
const executablePath = await findChromium();
// Once, in the runner; its workers read this file again.
if (executablePath && !speaksDutch(executablePath) && !process.env.TEST_WORKER_INDEX)
  console.warn(
    `[playwright] ${executablePath} heeft geen Nederlandse taalbestanden (locales/nl.pak; Debian: apt-get install chromium-l10n): datumvelden tonen mm/dd/yyyy in plaats van dd-mm-jjjj.`,
  );

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
