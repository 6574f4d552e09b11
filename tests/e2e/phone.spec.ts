import { expect, test, type Page } from '@playwright/test';
import { openCheckoutReview, visitEveryRoute } from './every-route';

test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 120_000 });

async function sidewaysScroll(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, route: string) {
  const { scrollWidth, innerWidth } = await sidewaysScroll(page);
  expect({ route, scrollWidth }).toEqual({ route, scrollWidth: Math.min(scrollWidth, innerWidth) });
}

for (const as of ['bezoeker', 'ingelogd'] as const) {
  test(`no route scrolls sideways at 375 px (${as})`, async ({ page }) => {
    await visitEveryRoute(page, as, (route) => expectNoSidewaysScroll(page, route));
  });
}

test('on a phone the checkout review shows its total and the order button', async ({ page }) => {
  await openCheckoutReview(page);
  // Focus goes to the review, so a screen reader starts there.
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeFocused();
  const place = page.getByRole('button', { name: 'Bestelling plaatsen' });
  await expect(place).toBeEnabled();
  for (const target of [page.getByTestId('total-incl-vat'), place]) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  await expectNoSidewaysScroll(page, 'controleren');
});

test('the menu button opens and closes the menu', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Catalogus' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Catalogus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
