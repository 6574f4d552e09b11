import { expect, type Page } from '@playwright/test';
import { paths } from '../../src-renderer/src/config/paths';
import { login, type DemoRole } from './support';
import type { FreshAccount } from './fresh-firm';

/**
 * Every route of the portal, read from the one paths module, so a page added there is
 * checked too. Routes with a parameter get a real id: a product from the seed, and an
 * order the test places (or a made-up one, which shows the not-found page).
 */
export function everyRoute(ids: { product: string; order: string }): string[] {
  return Object.values(paths).map((route) => {
    if (typeof route === 'string') return route;
    // A route of a record inside another (an installation's dossier) gets the id twice: a
    // made-up pair, which shows the not-found page.
    const build = route as (...parts: string[]) => string;
    const sample = build('x', 'x');
    return sample.startsWith(paths.orders) ? build(ids.order) : build(ids.product, ids.product);
  });
}

export const SAMPLE_PRODUCT = 'nw-aw8';

/** Puts one product in the signed-in user's cart, so /cart and /afrekenen have content. */
export async function fillCart(page: Page): Promise<void> {
  await page.goto(paths.product(SAMPLE_PRODUCT));
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('link', { name: /^Winkelwagen \([1-9]/ })).toBeVisible();
}

/** Signs in as `who` and puts one product in the cart. */
export async function loginWithCart(page: Page, who: DemoRole | FreshAccount): Promise<void> {
  await login(page, who);
  await fillCart(page);
}

/** The installateur's filled cart, at the checkout review for delivery to an address. */
export async function openCheckoutReview(page: Page): Promise<void> {
  await loginWithCart(page, 'installateur');
  await page.goto(paths.checkout);
  await page.getByLabel('Afleveradres').fill('Kanaalweg 12, 3526 KL Utrecht');
  await page.getByRole('button', { name: 'Controleren' }).click();
}

/** Places an order for what is in the cart (delivery) and answers its id. */
export async function placeOrder(page: Page, points?: number): Promise<string> {
  await page.goto(paths.cart);
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await page.getByLabel('Afleveradres', { exact: true }).fill('Kanaalweg 12, 3526 KL Utrecht');
  if (points) await page.getByLabel(/Spaarpunten inwisselen/).fill(String(points));
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Bestelling WP-/ })).toBeVisible();
  return decodeURIComponent(page.url().split('/').pop() ?? '');
}

/** Waits until the page has rendered its main heading (or the not-found page). */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Laden...' })).toHaveCount(0);
}

/**
 * Opens every route, as a visitor or as a signed-in installer with a placed order and a
 * filled cart (so the order, cart and checkout pages have content), and checks each.
 */
export async function visitEveryRoute(
  page: Page,
  as: 'bezoeker' | 'ingelogd',
  check: (route: string) => Promise<void>,
): Promise<void> {
  let order = 'onbekend';
  if (as === 'ingelogd') {
    await login(page, 'installateur');
    await fillCart(page);
    order = await placeOrder(page);
    await fillCart(page);
  }
  for (const route of everyRoute({ product: SAMPLE_PRODUCT, order })) {
    await page.goto(route);
    await settled(page);
    await check(route);
  }
}
