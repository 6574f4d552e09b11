import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openCheckoutReview, visitEveryRoute } from './every-route';

/** Serious and critical findings fail; label-content-name-mismatch is asked for explicitly. */
async function seriousFindings(page: Page) {
  const result = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      where: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

// One axe pass of about 2,5 s per route: the sweep grows with every page in paths.ts (this wave
// added /facturen, /balie, quick order, order lists, compare, offertes and the company pages), so
// its bound grows with it; each route's own wait is unchanged.
test.describe.configure({ timeout: 360_000 });

for (const as of ['bezoeker', 'ingelogd'] as const) {
  test(`axe finds nothing serious on any route (${as})`, async ({ page }) => {
    await visitEveryRoute(page, as, async (route) => {
      expect({ route, findings: await seriousFindings(page) }).toEqual({ route, findings: [] });
    });
  });
}

test('axe finds nothing serious in the checkout review', async ({ page }) => {
  await openCheckoutReview(page);
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeEnabled();
  expect(await seriousFindings(page)).toEqual([]);
});
