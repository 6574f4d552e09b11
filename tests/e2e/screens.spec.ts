import { expect, test, type Locator, type Page } from '@playwright/test';
import { SAMPLE_PRODUCT, settled } from './every-route';
import { answeredQuestion, askedQuestion, freshFirm, placedOrder } from './fresh-firm';
import { login, openAs, openFromMenu } from './support';

/** A firm of its own per test: each counts the lines of an empty cart it fills itself. */
const installer = async () => (await freshFirm()).owner;

/*
 * Screens that stay out of the way (issue 21, item 8): measured, not assumed. Screenshots of
 * the measured screens go to test-results/screens/ for a human look.
 */

const PHONE = { width: 375, height: 812 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Element heeft geen afmetingen');
  return box;
}

const toasts = (page: Page) => page.locator('.toast-area [role="status"]');

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

/** Adds the first `count` orderable products of the catalogue, one click each. */
async function addFromCatalogue(page: Page, count: number): Promise<void> {
  await page.goto('/catalogus');
  await expect(page.getByRole('article').first()).toBeVisible();
  const buttons = page
    .getByRole('article')
    .getByRole('button', { name: 'In winkelwagen', disabled: false });
  for (let index = 0; index < count; index += 1) await buttons.nth(index).click();
}

test('repeated adds make one toast that counts', async ({ page }) => {
  await login(page, await installer());
  await addFromCatalogue(page, 3);
  await expect(toasts(page).filter({ hasText: '3 producten toegevoegd' })).toBeVisible();
  await expect(
    toasts(page).filter({ hasText: /staat in je winkelwagen|producten toegevoegd/ }),
  ).toHaveCount(1);
  await shoot(page, 'toast-counting-1280');
});

test('at most three toasts, and the sign-in toast stays on its page', async ({ page }) => {
  await login(page, await installer());
  const signedIn = toasts(page).filter({ hasText: 'Je bent ingelogd.' });
  await expect(signedIn).toBeVisible();
  // The next page: the sign-in toast does not come along.
  await openFromMenu(page, 'Klanten', { exact: true });
  await expect(signedIn).toHaveCount(0);

  // Four undo toasts at once: only the newest three stay.
  await addFromCatalogue(page, 4);
  await page.goto('/cart');
  const remove = page.getByRole('button', { name: /^Verwijder/ });
  await expect(remove).toHaveCount(4);
  for (let left = 4; left > 0; left -= 1) {
    await remove.first().click();
    await expect(remove).toHaveCount(left - 1);
  }
  await expect(toasts(page).filter({ hasText: 'uit je winkelwagen gehaald' })).toHaveCount(3);
});

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`toasts stay off the cart's totals and checkout button at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, await installer());
    await addFromCatalogue(page, 3);
    await page.goto('/cart');
    const remove = page.getByRole('button', { name: /^Verwijder/ });
    await expect(remove).toHaveCount(3);
    await remove.first().click();
    await remove.first().click();
    await expect(toasts(page)).toHaveCount(2);
    const checkout = page.getByRole('link', { name: 'Verder naar afrekenen' });
    const totals = page.locator('.cart-totals-box');
    await checkout.scrollIntoViewIfNeeded();
    await shoot(page, `cart-toasts-${viewport.width}`);
    const shown = await toasts(page).all();
    for (const target of [checkout, totals]) {
      const targetBox = await boxOf(target);
      for (const toast of shown) expect(overlaps(await boxOf(toast), targetBox)).toBe(false);
    }
    if (viewport.width === PHONE.width) {
      // Not over the top of the screen either: the header stays free.
      for (const toast of shown) expect((await boxOf(toast)).y).toBeGreaterThan(PHONE.height / 2);
    }
  });
}

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: PHONE });

  test('header and sub-navigation take at most 120 px; the sub-navigation scrolls sideways', async ({
    page,
  }) => {
    // The installer has an unread answer: its badge sits in the sub-navigation.
    const { owner } = await freshFirm();
    await answeredQuestion(
      await askedQuestion(owner, { subject: 'Foutcode E4', body: 'Wat betekent E4?' }),
      'E4 betekent te weinig doorstroming.',
    );
    await openAs(page, owner, '/dashboard');
    await settled(page);
    await shoot(page, 'header-375');
    const header = page.locator('header.site-header');
    expect((await boxOf(header)).height).toBeLessThanOrEqual(120);
    const list = page.getByRole('navigation', { name: 'Mijn portaal' }).getByRole('list');
    const links = list.getByRole('link');
    const first = await boxOf(links.first());
    const last = await boxOf(links.last());
    // One row, wider than the screen: it scrolls inside itself, the page does not.
    expect(last.y).toBe(first.y);
    const sizes = await list.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    expect(sizes.overflowX).toBe('auto');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    await links.last().scrollIntoViewIfNeeded();
    await expect(links.last()).toBeInViewport();
  });

  test('every admin page fits 375 px', async ({ page }) => {
    test.setTimeout(90_000);
    // The detail page of an order of its own (the list's first may be any other test's).
    const { owner } = await freshFirm();
    const order = await placedOrder(owner, { lines: [{ productId: SAMPLE_PRODUCT, quantity: 1 }] });
    await login(page, 'beheerder');
    const pages = [
      '/beheer/bestellingen',
      '/beheer/facturen',
      '/beheer/producten',
      '/beheer/gebruikers',
      '/beheer/aanvragen',
      '/beheer/berichten',
      '/beheer/vragen',
      '/beheer/e-mail',
    ];
    const wide: string[] = [];
    for (const route of pages) {
      await page.goto(route);
      await settled(page);
      const sizes = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (sizes.scrollWidth > sizes.clientWidth) wide.push(`${route}: ${sizes.scrollWidth} px`);
    }
    // One detail page too: its own order's.
    await page.goto(`/beheer/bestellingen/${encodeURIComponent(order.id)}`);
    await settled(page);
    const detail = await page.evaluate(() => document.documentElement.scrollWidth);
    if (detail > PHONE.width) wide.push(`${page.url()}: ${detail} px`);
    await shoot(page, 'admin-order-375');
    expect(wide).toEqual([]);
  });
});
