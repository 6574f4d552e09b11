import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../../src-shared/domain/rules';
import {
  builtApiOrigin,
  closeDesktopApp,
  openDesktopApp,
  startDesktopMain,
  type DesktopMain,
} from './desktop-bridge';
import { freshFirm, type FreshAccount } from './fresh-firm';
import { tempFolders } from '../support/temp-folders';

/**
 * The desktop cart lives in electron-store, not in localStorage: the built desktop renderer
 * runs in Chromium behind the built preload bridge, backed by the real main-process cart store.
 * A renderer that fell back to localStorage fails here twice: localStorage gets the cart, and
 * the new page (a fresh browser context, so an empty localStorage) shows an empty cart.
 */
test.describe('desktop cart through the preload bridge', () => {
  test.describe.configure({ mode: 'serial' });
  let main: DesktopMain;
  let apiOrigin: string;
  /** A dealer of a firm of its own: its cart, which follows it through the server, starts empty. */
  let dealer: FreshAccount;

  const userDataFolders = tempFolders('wp-desktop-cart-');
  test.beforeAll(async () => {
    main = await startDesktopMain(userDataFolders.make());
    apiOrigin = builtApiOrigin();
    dealer = (await freshFirm({ role: 'dealer' })).owner;
  });
  test.afterAll(userDataFolders.removeAll);

  async function openDesktopPage(browser: Browser, portalUrl: string): Promise<Page> {
    return (await openDesktopApp(browser, main, { apiOrigin, portalUrl, who: dealer })).page;
  }
  const closeDesktopPage = closeDesktopApp;

  const cartKeysIn = (page: Page) =>
    page.evaluate(
      (key) => Object.keys(window.localStorage).filter((k) => k === key || /cart|winkel/i.test(k)),
      CART_STORAGE_KEY,
    );

  test('keeps the cart in electron-store and brings it back after a restart', async ({
    browser,
    baseURL,
  }) => {
    const portalUrl = baseURL ?? '';
    // The dealer's cart follows the dealer through the server too; electron-store (not
    // localStorage) must hold the copy on this PC.
    let page = await openDesktopPage(browser, portalUrl);
    expect(await page.evaluate(() => 'warmteportaal' in window)).toBe(true);
    await page.goto(`${apiOrigin}/catalogus?categorie=toebehoren`);
    await page
      .getByRole('article', { name: 'Noordwind Trillingsdempers set van 4' })
      .getByRole('button', { name: 'In winkelwagen' })
      .click();
    await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();

    expect(await cartKeysIn(page)).toEqual([]);
    await expect
      .poll(() => readFileSync(join(main.userData, 'winkelwagen.json'), 'utf8'))
      .toContain('"quantity": 1');
    await closeDesktopPage(page);

    // A restart: a new page in a new browser context, on the same store.
    page = await openDesktopPage(browser, portalUrl);
    await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
    await page.getByRole('link', { name: 'Winkelwagen (1)' }).click();
    await expect(page.getByText('Noordwind Trillingsdempers set van 4').first()).toBeVisible();
    expect(await cartKeysIn(page)).toEqual([]);
    await closeDesktopPage(page);
  });
});
