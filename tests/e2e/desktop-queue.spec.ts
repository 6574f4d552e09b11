import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src-server/seed/accounts';
import {
  builtApiOrigin,
  closeDesktopApp,
  openDesktopApp,
  startDesktopMain,
  type ApiCall,
  type DesktopMain,
  type DesktopNetwork,
} from './desktop-bridge';
import { freshFirm, type FreshAccount } from './fresh-firm';
import { account } from './support';
import { tempFolders } from '../support/temp-folders';

/**
 * The counter's queue of unsent orders, in the built desktop renderer behind the built preload
 * and the real main-process queue in electron-store (see desktop-bridge.ts). A "restart" is a
 * new main process on the same userData folder and a new browser context.
 */
const ORDERS = /^\/api\/orders$/;
const code = (page: Page) => page.getByRole('textbox', { name: 'Artikelnummer of EAN' });
const queueLink = (page: Page) => page.getByRole('link', { name: /^Wachtrij \(\d+\)/ });
const queued = (page: Page) => page.getByRole('list', { name: 'Niet verstuurde bestellingen' });

let apiOrigin: string;
test.beforeAll(() => {
  apiOrigin = builtApiOrigin();
});
/** Each test's userData folder, removed once this worker is done with the file. */
const userDataFolders = tempFolders('wp-desktop-queue-');
test.afterAll(userDataFolders.removeAll);

/** Opens the app on `main` and signs in `who`, the dealer of a firm the test made itself. */
const openDesktop = (
  browser: Browser,
  main: DesktopMain,
  portalUrl: string,
  who: FreshAccount,
  before?: (network: DesktopNetwork) => void,
) => openDesktopApp(browser, main, { apiOrigin, portalUrl, who }, before);
const closeDesktop = closeDesktopApp;

/** Scans the codes and waits until the server priced the bon. */
async function scan(page: Page, codes: string[]): Promise<void> {
  await code(page).focus();
  for (const scanned of codes) {
    await page.keyboard.type(scanned);
    await page.keyboard.press('Enter');
  }
  const rows = page.getByRole('table', { name: 'Regels van deze verkoop' }).getByRole('row');
  await expect(rows).toHaveCount(codes.length + 1);
  await expect(page.getByRole('rowheader', { name: 'Totaal incl. btw' })).toBeVisible();
  await expect(
    page.locator('[aria-busy="false"]').filter({ hasText: 'Totaal incl. btw' }),
  ).toHaveCount(1);
}

/** The orders the portal answered for, in the order they were sent. */
const placedOrders = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && ORDERS.test(call.path) && call.status !== undefined)
    .map((call) => ({
      key: call.headers['idempotency-key'],
      status: call.status,
      number: (JSON.parse(call.body ?? '{}') as { number?: string }).number,
    }));

/** An admin's ID token, signed in through the portal's proxy (the local API knows only those). */
async function adminToken(portalUrl: string): Promise<string> {
  const answer = await fetch(
    `${portalUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account('beheerder').email,
        password: DEMO_PASSWORD,
        returnSecureToken: true,
      }),
    },
  );
  return ((await answer.json()) as { idToken: string }).idToken;
}

test.describe('desktop order queue', () => {
  test('keeps unsent orders across a restart, sends them in order once the API returns, never twice', async ({
    browser,
    baseURL,
  }) => {
    // Two sign-ins and a restart of the app.
    test.setTimeout(60_000);
    const portalUrl = baseURL ?? '';
    const { owner: dealer } = await freshFirm({ role: 'dealer' });
    const userData = userDataFolders.make();
    let main = await startDesktopMain(userData);
    let { page, network } = await openDesktop(browser, main, portalUrl, dealer);
    await page.goto(`${apiOrigin}/balie`);
    await expect(queueLink(page)).toHaveText('Wachtrij (0)');

    // A: the order reaches the portal, but its answer is lost with the connection.
    await scan(page, ['nwbv50', 'nwtb001']);
    network.loseNextAnswer('POST', '/api/orders');
    await page.keyboard.press('F9');
    await expect(page.getByRole('alert')).toContainText('staat in de wachtrij');
    await expect(queueLink(page)).toHaveText('Wachtrij (1)');
    const [lost] = placedOrders(network.calls);
    expect(lost?.number).toBeTruthy();

    // B: the portal cannot be reached, and the browser knows it is offline.
    await scan(page, ['nwbv100']);
    await page.context().setOffline(true);
    await page.keyboard.press('F9');
    await expect(queueLink(page)).toHaveText('Wachtrij (2)');
    await expect(queued(page).getByRole('listitem')).toHaveCount(2);
    await expect(queued(page).getByRole('listitem').first()).toContainText('Wacht op verbinding');
    await closeDesktop(page);

    // Restart, still without a connection to the order service; not on the counter page.
    main = await startDesktopMain(userData);
    ({ page, network } = await openDesktop(browser, main, portalUrl, dealer, (net) =>
      net.block(ORDERS),
    ));
    await page.goto(`${apiOrigin}/dashboard`);
    await expect(queueLink(page)).toHaveText('Wachtrij (2)');

    await network.unblock();
    await expect(queueLink(page)).toHaveText('Wachtrij (0)');
    const sent = placedOrders(network.calls).filter((call) => call.status && call.status < 300);
    expect(sent).toHaveLength(2);
    // A first, and answered with the order the portal placed before: no second order.
    expect(sent[0]?.key).toBe(lost?.key);
    expect(sent[0]?.number).toBe(lost?.number);
    expect(sent[1]?.number).toBeTruthy();
    expect(sent[1]?.number).not.toBe(lost?.number);
    await closeDesktop(page);
  });

  test('parks an order whose price changed while it waited, for a person to review', async ({
    browser,
    baseURL,
  }) => {
    const token = await adminToken(baseURL ?? '');
    const modelNumber = `WQ-${Date.now().toString(36).toUpperCase()}`;
    const product = {
      name: `Wachtrijpomp ${modelNumber}`,
      description: 'Voor de wachtrijtest',
      modelNumber,
      category: 'toebehoren',
      price: 10_000,
      installateurPrijs: 9_000,
      vatRate: 21,
      warrantyMonths: 24,
      inStock: true,
      imageUrl: '',
      specifications: [],
      documents: [],
    };
    const admin = (method: string, path: string, body: unknown) =>
      fetch(`${baseURL}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await admin('POST', '/api/admin/products', product);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const { owner: dealer } = await freshFirm({ role: 'dealer' });
    const main = await startDesktopMain(userDataFolders.make());
    const { page, network } = await openDesktop(browser, main, baseURL ?? '', dealer);
    await page.goto(`${apiOrigin}/balie`);
    await scan(page, [modelNumber.toLowerCase()]);
    network.block(ORDERS);
    await page.keyboard.press('F9');
    await expect(queueLink(page)).toHaveText('Wachtrij (1)');

    const changed = await admin('PUT', `/api/admin/products/${id}`, {
      ...product,
      price: 15_000,
      installateurPrijs: 13_500,
    });
    expect(changed.status).toBe(200);

    await network.unblock();
    await expect(queueLink(page)).toHaveText('Wachtrij (1) · 1 te controleren');
    const item = queued(page).getByRole('listitem');
    // Found by the queue's own quote, or refused by the server when it changed in between.
    await expect(item).toContainText(/Te controleren: (Prijs|De prijs is) gewijzigd: .*, nu /);
    expect(placedOrders(network.calls).filter((call) => call.status === 201)).toEqual([]);

    await item.getByRole('button', { name: 'Uit wachtrij halen' }).click();
    await expect(queueLink(page)).toHaveText('Wachtrij (0)');
    await closeDesktop(page);
  });

  test('warns in the header when an order waited more than a day, and keeps it', async ({
    browser,
    baseURL,
  }) => {
    const firm = await freshFirm({ role: 'dealer' });
    const main = await startDesktopMain(userDataFolders.make());
    const add = main.handlers.get('queue:add');
    await add?.({ senderFrame: { url: 'app://warmteportaal/' } }, firm.ownerId, {
      key: crypto.randomUUID(),
      request: {
        lines: [{ productId: 'nw-bv50', quantity: 1 }],
        delivery: 'afhalen',
        address: '',
        reference: 'oud',
        notes: '',
        pointsToRedeem: 0,
      },
      expectedTotalInclVat: 1,
      queuedAt: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString(),
      state: 'wachten',
    });
    // Without a connection to the API (the sign-in itself still works).
    const { page } = await openDesktop(browser, main, baseURL ?? '', firm.owner, (net) =>
      net.block(/^\/api\/(orders|cart\/quote)$/),
    );
    await page.goto(`${apiOrigin}/balie`);
    await expect(queueLink(page)).toHaveText('Wachtrij (1)');
    await expect(page.getByRole('alert').filter({ hasText: 'langer dan 24 uur' })).toBeVisible();
    await expect(queued(page).getByRole('listitem')).toContainText(
      'Wacht op verbinding, al langer dan 24 uur',
    );
    await closeDesktop(page);
  });
});
