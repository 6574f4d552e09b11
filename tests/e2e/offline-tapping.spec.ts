import { expect, test, type Page } from '@playwright/test';
import { login, openFromMenu, servedByServiceWorker } from './support';

/*
 * On a building site the signal goes while the app is open: the installer taps through the
 * menu and every page seen before opens from the device's copy, at once, with its age stated.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 120_000 });

const offlineBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Je bent offline.' });

/** The page is done: no `Laden...` left within 2 s of its heading (waits on the state). */
async function settled(page: Page) {
  await expect(page.getByText('Laden...')).toHaveCount(0, { timeout: 2_000 });
}

async function openOrderAndClient(page: Page) {
  await openFromMenu(page, 'Bestellingen');
  const order = page
    .getByRole('main')
    .getByRole('link', { name: /WP-\d{4}-\d{6}/ })
    .first();
  const orderNumber = ((await order.textContent()) ?? '').trim();
  await order.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestelling ${orderNumber}` }),
  ).toBeVisible();
  await openFromMenu(page, 'Klanten', { exact: true });
  await page.getByRole('main').getByRole('link', { name: 'Familie Jansen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Familie Jansen' })).toBeVisible();
  return orderNumber;
}

test('offline, tapping through the menu opens every page seen before from the kept copy', async ({
  page,
  context,
}) => {
  await login(page, 'installateur');
  await servedByServiceWorker(page);

  // Online once: the pages the installer will need on site.
  const orderNumber = await openOrderAndClient(page);
  await page
    .getByRole('navigation', { name: 'Mijn portaal' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Catalogus' })
    .click();
  const product = page.getByRole('article').first();
  const productName = ((await product.getByRole('heading').first().textContent()) ?? '').trim();
  expect(productName).not.toBe('');

  // A fresh start of the tab: nothing in memory, only what the device kept.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();

  await openFromMenu(page, 'Bestellingen');
  await settled(page);
  const order = page.getByRole('main').getByRole('link', { name: orderNumber });
  await expect(order).toBeVisible();
  await expect(offlineBanner(page)).toContainText(
    /Wat je ziet is bijgewerkt op \d{1,2} \w+ \d{4}, \d{2}:\d{2}\./,
  );
  await order.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestelling ${orderNumber}` }),
  ).toBeVisible();
  await settled(page);

  await openFromMenu(page, 'Klanten', { exact: true });
  await settled(page);
  await page.getByRole('main').getByRole('link', { name: 'Familie Jansen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Familie Jansen' })).toBeVisible();
  await settled(page);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Catalogus' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('heading', { name: productName }).first()).toBeVisible();

  // A page never opened on this device says so at once instead of spinning.
  await openFromMenu(page, 'Klantenservice');
  await expect(
    page.getByText(/dit is op dit apparaat nog niet eerder geopend/).first(),
  ).toBeVisible();
  await settled(page);

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
});
