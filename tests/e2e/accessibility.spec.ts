import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ROUTES,
  openCheckoutReview,
  SAMPLE_PRODUCT,
  visitEveryRoute,
  visitRoutes,
} from './every-route';
import { freshFirm, placedOrder } from './fresh-firm';
import { login } from './support';

/** Serious and critical findings fail; label-content-name-mismatch is asked for explicitly. */
async function seriousFindings(page: Page) {
  const result = await new AxeBuilder({ page })
    // Only the violations are read: axe skips building the passes and the rest.
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      where: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** The check of each route of a sweep: no serious finding on the page of `route`. */
function nothingSerious(page: Page) {
  return async (route: string) => {
    expect.soft({ route, findings: await seriousFindings(page) }).toEqual({ route, findings: [] });
  };
}

/** Opens each route (already signed in) and expects no serious finding on any. */
async function sweep(page: Page, routes: string[]) {
  await visitRoutes(page, routes, nothingSerious(page));
}

// One axe pass of about 2,5 s per route: the sweep grows with every page in paths.ts, so its
// bound grows with it; each route's own wait is unchanged.
test.describe.configure({ timeout: 360_000 });

for (const as of ['bezoeker', 'ingelogd'] as const) {
  test(`axe finds nothing serious on any route (${as})`, async ({ page }) => {
    await visitEveryRoute(page, as, nothingSerious(page));
  });
}

test('axe finds nothing serious on the pages a dealer and an inkoper see apart', async ({
  page,
}) => {
  const [dealer, firm] = await Promise.all([
    freshFirm({ role: 'dealer' }),
    freshFirm({ members: ['inkoper', 'monteur'] }),
  ]);
  // The monteur orders above his limit: the inkoper has an order to approve.
  if (!firm.monteur || !firm.inkoper) throw new Error('Geen monteur of inkoper');
  await placedOrder(firm.monteur, { lines: [{ productId: SAMPLE_PRODUCT, quantity: 1 }] });
  await login(page, dealer.owner);
  await sweep(page, ['/balie', '/dashboard']);
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await login(page, firm.inkoper);
  await page.goto('/goedkeuren');
  await expect(page.getByRole('article', { name: /^Bestelling WP-/ })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await sweep(page, ['/dashboard', '/bedrijf']);
});

test('axe finds nothing serious on any back-office page', async ({ page }) => {
  const firm = await freshFirm();
  const order = await placedOrder(firm.owner, {
    lines: [{ productId: SAMPLE_PRODUCT, quantity: 1 }],
  });
  await login(page, 'beheerder');
  await page.goto('/beheer');
  // The sweep's list is the navigation's: a page added there must be added here.
  const listed = await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(listed.filter((route) => !ADMIN_ROUTES.includes(route))).toEqual([]);
  await sweep(page, [
    ...ADMIN_ROUTES,
    `/beheer/bestellingen/${encodeURIComponent(order.id)}`,
    `/beheer/producten/${SAMPLE_PRODUCT}`,
    `/beheer/gebruikers/${encodeURIComponent(firm.ownerId)}`,
  ]);
});

test('axe finds nothing serious in the checkout review', async ({ page }) => {
  await openCheckoutReview(page);
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeEnabled();
  expect(await seriousFindings(page)).toEqual([]);
});
