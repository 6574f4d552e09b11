import { expect, test } from '@playwright/test';
import { login, servedByServiceWorker } from './support';

/**
 * The web app on a building site: the generated (Workbox) service worker precaches every
 * page's code and keeps the read-only data last seen, so pages open without a connection.
 */
test.use({ serviceWorkers: 'allow' });

test('opens pages and the data last seen without a connection, with its freshness stated', async ({
  page,
  context,
}) => {
  await login(page, 'installateur');
  await servedByServiceWorker(page);

  const names: string[] = await page.evaluate(() => window.caches.keys());
  expect(names.some((name) => name.startsWith('workbox-precache-v2-'))).toBe(true);

  // Read online once: the catalogue and the orders.
  await page.goto('/catalogus');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeVisible();
  const firstProduct = page.getByRole('article').first();
  await expect(firstProduct).toBeVisible();
  const productName = (await firstProduct.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(productName).not.toBe('');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.caches.keys()))
    .toContain('warmteportaal-gegevens');

  await context.setOffline(true);
  await page.goto('/catalogus');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeVisible();
  await expect(page.getByRole('heading', { name: productName }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Je bent offline.' })).toContainText(
    'hooguit 7 dagen oud',
  );
  // A page whose code was never loaded in this tab: precached, so it opens too.
  await page.goto('/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'Je bent offline.' })).toHaveCount(0);
});
