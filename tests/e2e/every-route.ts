import { expect, type Page } from '@playwright/test';
import { paths } from '../../src-renderer/src/config/paths';
import { login, type DemoRole } from './support';
import {
  answeredQuestion,
  askedQuestion,
  freshFirm,
  madeClient,
  placedOrder,
  type FreshAccount,
} from './fresh-firm';

type ParamRoute = {
  [K in keyof typeof paths]: (typeof paths)[K] extends (id: string) => string ? K : never;
}[keyof typeof paths];

/**
 * Every route of the portal, read from the one paths module, so a page added there is
 * checked too. Routes with a parameter get a real id where the test has a record of its own
 * (a product from the seed, the test's order, question and client); the others a made-up one,
 * which shows the not-found page.
 */
export function everyRoute(ids: Partial<Record<ParamRoute, string>>): string[] {
  return Object.entries(paths).map(([name, route]) => {
    if (typeof route === 'string') return route;
    // A route of a record inside another (an installation's dossier) gets a made-up second id.
    const build = route as (...parts: string[]) => string;
    return build(ids[name as ParamRoute] ?? 'onbekend', 'onbekend');
  });
}

/**
 * The back-office's pages, as its navigation `Beheer` lists them (the sweep checks that list
 * against the navigation), and one detail page of each kind.
 */
export const ADMIN_ROUTES = [
  '/beheer/bestellingen',
  '/beheer/facturen',
  '/beheer/producten',
  '/beheer/producten/nieuw',
  '/beheer/gebruikers',
  '/beheer/bedrijven',
  '/beheer/aanvragen',
  '/beheer/berichten',
  '/beheer/vragen',
  '/beheer/e-mail',
  '/beheer/logboek',
];

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

/** A firm's own filled cart, at the checkout review for delivery to an address. */
export async function openCheckoutReview(page: Page): Promise<void> {
  await loginWithCart(page, (await freshFirm({ discount: 10 })).owner);
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
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Signs in as the eigenaar of a firm of its own with an order, a question with an answer, a
 * client and a filled cart, so the order, ticket, client, cart and checkout pages have content;
 * answers the ids of those records.
 */
export async function signInWithRecords(page: Page): Promise<Partial<Record<ParamRoute, string>>> {
  const { owner } = await freshFirm({ discount: 10, points: 2450 });
  const [order, question, client] = await Promise.all([
    placedOrder(owner, { lines: [{ productId: SAMPLE_PRODUCT, quantity: 1 }] }),
    askedQuestion(owner, { subject: 'Foutcode E4', body: 'Wat betekent foutcode E4?' }),
    madeClient(owner, { name: 'Familie Jansen' }),
  ]);
  await answeredQuestion(question, 'E4 betekent te weinig doorstroming.');
  await loginWithCart(page, owner);
  return { product: SAMPLE_PRODUCT, order: order.id, ticket: question.id, client: client.id };
}

/**
 * Opens every route, as a visitor or signed in with records of its own (`signInWithRecords`),
 * and checks each page once: a route that sends the reader on to a page already checked (a
 * visitor's protected routes all land on `/login`) is not checked again.
 */
export async function visitEveryRoute(
  page: Page,
  as: 'bezoeker' | 'ingelogd',
  check: (route: string) => Promise<void>,
): Promise<void> {
  const ids = as === 'ingelogd' ? await signInWithRecords(page) : { product: SAMPLE_PRODUCT };
  const checked = new Set<string>();
  for (const route of everyRoute(ids)) {
    await page.goto(route);
    await settled(page);
    const landed = new URL(page.url()).pathname;
    const sentOn = landed !== new URL(route, page.url()).pathname;
    if (sentOn && checked.has(landed)) continue;
    checked.add(landed);
    await check(route);
  }
}

/** Opens each of these routes (signed in as the test needs), lets it settle and checks it. */
export async function visitRoutes(
  page: Page,
  routes: readonly string[],
  check: (route: string) => Promise<void>,
): Promise<void> {
  for (const route of routes) {
    await page.goto(route);
    await settled(page);
    await check(route);
  }
}
