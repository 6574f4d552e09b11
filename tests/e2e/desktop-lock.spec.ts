import { expect, test, type Page } from '@playwright/test';
import {
  builtApiOrigin,
  closeDesktopApp,
  openDesktopApp,
  startDesktopMain,
} from './desktop-bridge';
import { freshFirm, type FreshAccount } from './fresh-firm';
import { logout, signedOut } from './support';
import { tempFolders } from '../support/temp-folders';

/**
 * The shared counter PC (desktop, through the harness in desktop-bridge.ts): `Vergrendelen`,
 * the idle lock, and switching users with each user's bon and queue kept apart.
 */
const lockDialog = (page: Page) => page.getByRole('dialog', { name: 'Vergrendeld' });
const code = (page: Page) => page.getByRole('textbox', { name: 'Artikelnummer of EAN' });
const ORDERS = /^\/api\/(orders|cart\/quote)$/;

/** Each counter PC's data folder, removed once this worker is done with the file. */
const userDataFolders = tempFolders('wp-desktop-lock-');
test.afterAll(userDataFolders.removeAll);

/**
 * The desktop main process on a fresh data folder, the API the built app talks to, and the
 * dealer at the counter: of a firm of its own, so no other spec shares its cart or orders.
 */
async function startCounterPc() {
  const main = await startDesktopMain(userDataFolders.make());
  const dealer = await freshFirm({ role: 'dealer' });
  return { apiOrigin: builtApiOrigin(), main, dealer };
}

async function signIn(page: Page, who: FreshAccount) {
  await page.getByLabel('E-mailadres').fill(who.email);
  await page.getByLabel('Wachtwoord').fill(who.password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
}

test.describe('desktop lock', () => {
  // Each signs in through the harness's routed portal, which takes longer than a plain page.
  test.describe.configure({ timeout: 60_000 });
  test('Vergrendelen covers the counter until the password is typed; F9 does nothing meanwhile', async ({
    browser,
    baseURL,
  }) => {
    const { apiOrigin, main, dealer } = await startCounterPc();
    const { page, network } = await openDesktopApp(browser, main, {
      apiOrigin,
      portalUrl: baseURL ?? '',
      who: dealer.owner,
    });
    await page.goto(`${apiOrigin}/balie`);
    await code(page).fill('nwbv50');
    await code(page).press('Enter');
    const quantities = page
      .getByRole('table', { name: 'Regels van deze verkoop' })
      .getByRole('spinbutton');
    await expect(quantities).toHaveCount(1);

    await page.getByRole('button', { name: 'Vergrendelen' }).click();
    await expect(lockDialog(page)).toBeVisible();
    await expect(lockDialog(page).getByLabel('Wachtwoord')).toBeFocused();
    await page.keyboard.press('F9');
    // Still locked after a reload.
    await page.reload();
    await expect(lockDialog(page)).toBeVisible();
    expect(network.calls.filter((call) => call.path === '/api/orders')).toEqual([]);

    await lockDialog(page).getByLabel('Wachtwoord').fill('niet-het-wachtwoord');
    await page.keyboard.press('Enter');
    await expect(lockDialog(page).getByRole('alert')).toHaveText('Het wachtwoord klopt niet.');
    await lockDialog(page).getByLabel('Wachtwoord').fill(dealer.owner.password);
    await lockDialog(page).getByRole('button', { name: 'Ontgrendelen' }).click();
    await expect(lockDialog(page)).toHaveCount(0);
    await expect(quantities).toHaveValue('1');
    expect(network.calls.filter((call) => call.path === '/api/orders')).toEqual([]);
    await closeDesktopApp(page);
  });

  test('locks itself after the idle time (10 minutes by default)', async ({ browser, baseURL }) => {
    const { apiOrigin, main, dealer } = await startCounterPc();
    const { page } = await openDesktopApp(browser, main, {
      apiOrigin,
      portalUrl: baseURL ?? '',
      who: dealer.owner,
    });
    await page.clock.install();
    await page.goto(`${apiOrigin}/balie`);
    await expect(code(page)).toBeFocused();
    await page.clock.fastForward('09:00');
    await expect(lockDialog(page)).toHaveCount(0);
    await page.keyboard.type('n');
    await page.clock.fastForward('09:30');
    await expect(lockDialog(page)).toHaveCount(0);
    await page.clock.fastForward('00:31');
    await expect(lockDialog(page)).toBeVisible();
    await closeDesktopApp(page);
  });

  test('another user at the same PC sees their own bon and queue, not the previous one', async ({
    browser,
    baseURL,
  }) => {
    const { apiOrigin, main, dealer } = await startCounterPc();
    // The colleague at the same PC: an installer of a firm of its own, with an empty cart.
    const { owner: installer } = await freshFirm();
    // The dealer's queue holds one order the API cannot take now.
    await main.handlers.get('queue:add')?.(
      { senderFrame: { url: 'app://warmteportaal/' } },
      dealer.ownerId,
      {
        key: crypto.randomUUID(),
        request: {
          lines: [{ productId: 'nw-bv50', quantity: 1 }],
          delivery: 'afhalen',
          address: '',
          reference: '',
          notes: '',
          pointsToRedeem: 0,
        },
        expectedTotalInclVat: 1,
        queuedAt: new Date().toISOString(),
        state: 'wachten',
      },
    );
    const { page } = await openDesktopApp(
      browser,
      main,
      { apiOrigin, portalUrl: baseURL ?? '', who: dealer.owner },
      (network) => network.block(ORDERS),
    );
    await page.goto(`${apiOrigin}/balie`);
    await code(page).fill('nwtb001');
    await code(page).press('Enter');
    const lines = page.getByRole('table', { name: 'Regels van deze verkoop' });
    await expect(lines.getByRole('spinbutton')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Wachtrij (1)' })).toBeVisible();

    await page.getByRole('button', { name: 'Vergrendelen' }).click();
    await lockDialog(page).getByRole('button', { name: 'Andere gebruiker' }).click();
    await signedOut(page);
    await page.goto(`${apiOrigin}/login`);
    await signIn(page, installer);
    await expect(lockDialog(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Wachtrij (0)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();

    await logout(page);
    await page.goto(`${apiOrigin}/login`);
    await signIn(page, dealer.owner);
    await expect(page.getByRole('link', { name: 'Wachtrij (1)' })).toBeVisible();
    await page.goto(`${apiOrigin}/balie`);
    await expect(lines.getByRole('spinbutton')).toHaveValue('1');
    await closeDesktopApp(page);
  });
});
