import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { _electron as electron, expect, test } from '@playwright/test';

/** The Electron binary is downloaded by electron's install script, which needs the internet. */
function electronBinary(): string | undefined {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown as string;
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const binary = electronBinary();
const reason =
  'Electron-binary ontbreekt (de download van electron vraagt internet); draai `npx install-electron` en `npm run build:desktop` waar dat kan';
if (!binary) console.log(`[electron] overgeslagen: ${reason}`);

test.describe('desktop app', () => {
  test.skip(!binary, reason);

  test('opens hardened, keeps the bridge minimal and refuses to navigate away', async () => {
    const app = await electron.launch({ executablePath: binary, args: ['out/main/index.js'] });
    const page = await app.firstWindow();
    await expect(page.getByRole('link', { name: /Warmteportaal/ })).toBeVisible();
    expect(
      await page.evaluate(() => typeof (window as unknown as { require?: unknown }).require),
    ).toBe('undefined');
    await page.evaluate(() => {
      window.location.href = 'https://evil.example/';
    });
    await expect(page).toHaveURL(/^app:\/\/warmteportaal\//);
    await app.close();
  });
});
