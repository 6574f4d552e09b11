import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { tempFolders } from '../support/temp-folders';

/**
 * The Electron binary is downloaded by electron's install script, which needs the internet.
 * Looked up as electron-vite does (path.txt): requiring `electron` would try that download.
 */
function electronBinary(): string | undefined {
  const dir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8'));
  return existsSync(binary) ? binary : undefined;
}

const binary = electronBinary();
const reason =
  'Electron-binary ontbreekt (de download van electron vraagt internet); draai `npx install-electron` waar dat kan';
if (!binary) console.log(`[electron] desktoptests overgeslagen: ${reason}`);

/** The main process's log line when its guard refuses a navigation. */
const refusal = (app: ElectronApplication, what: string) =>
  app.waitForEvent('console', (message) => message.text().startsWith(what));

test.describe('desktop app', () => {
  test.skip(!binary, reason);
  test.describe.configure({ mode: 'serial' });

  // Made when the tests start (not when a worker reads this file) and removed after them.
  const folders = tempFolders('wp-desktop-');
  let userData = '';
  const launch = (): Promise<ElectronApplication> =>
    electron.launch({
      executablePath: binary,
      args: ['out/main/index.js', `--user-data-dir=${userData}`],
    });

  test.afterAll(folders.removeAll);
  test.beforeAll(({ baseURL }) => {
    userData = folders.make();
    // The desktop renderer has the API's address built in: point it at the test portal.
    execFileSync('node_modules/.bin/electron-vite', ['build', '--mode', 'local-portal'], {
      env: { ...process.env, VITE_API_BASE_URL: baseURL },
      stdio: 'inherit',
    });
  });

  test('logs in, keeps the cart across a restart', async () => {
    // A dealer of a firm of its own: its cart, which follows it through the server, starts empty.
    const { owner: dealer } = await freshFirm({ role: 'dealer' });
    let app = await launch();
    let page = await app.firstWindow();
    await page.getByRole('link', { name: 'Inloggen', exact: true }).click();
    await page.getByLabel('E-mailadres').fill(dealer.email);
    await page.getByLabel('Wachtwoord').fill(dealer.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
    await page.getByRole('link', { name: 'Catalogus', exact: true }).click();
    await page
      .getByRole('article', { name: 'Noordwind Trillingsdempers set van 4' })
      .getByRole('button', { name: 'In winkelwagen' })
      .click();
    await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
    await app.close();

    app = await launch();
    page = await app.firstWindow();
    await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
    await app.close();
  });

  test('runs without Node in the page and refuses to navigate away', async () => {
    const app = await launch();
    const page = await app.firstWindow();
    await expect(page.getByRole('link', { name: /Warmteportaal/ }).first()).toBeVisible();
    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
      'undefined',
    );
    // The main process says when it refused (src-main/security/harden.ts): waited on, not slept.
    const refused = refusal(app, 'Navigatie geweigerd');
    await page.evaluate(() => {
      window.location.href = 'https://evil.example/';
    });
    await refused;
    expect(page.url()).toMatch(/^app:\/\/warmteportaal\//);
    await app.close();
  });

  test('opens no window for a javascript: link', async () => {
    const app = await launch();
    const page = await app.firstWindow();
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = 'javascript:alert(1)';
      link.target = '_blank';
      link.textContent = 'kwaadaardig';
      document.body.append(link);
    });
    await page.getByText('kwaadaardig').click();
    // A sleep, not a wait on state: whether Chromium asks the main process about a javascript:
    // window at all (and logs its refusal) is not known here, where Electron cannot run.
    await page.waitForTimeout(500);
    expect(app.windows()).toHaveLength(1);
    expect(page.url()).toMatch(/^app:\/\/warmteportaal\//);
    await app.close();
  });
});
