import { expect, test, type Page } from '@playwright/test';

const count = (page: Page) => page.getByRole('status').filter({ hasText: /producten?$/ });
// Other tests add products to the same portal while this one runs: the whole catalogue is
// "some number of products", a search for a product line an exact count.
const ALL = /^\d+ producten$/;

test('clearing the search and going back to a filter seen before show products, not "Laden..."', async ({
  page,
}) => {
  await page.goto('/catalogus');
  await expect(count(page)).toHaveText(ALL);
  const search = page.getByLabel('Zoeken');
  await search.fill('brisa');
  await expect(count(page)).toHaveText('6 producten');
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(count(page)).toHaveText(ALL);
  await expect(count(page)).not.toHaveText('6 producten');
  await expect(page.getByRole('article').first()).toBeVisible();

  // A category no other test adds products to, so its count stays put during the run.
  await page.getByLabel('Categorie').selectOption('boilers-buffervaten');
  await expect(page).toHaveURL(/categorie=boilers-buffervaten/);
  // The list keeps the whole catalogue's count on screen until the category's answer is in.
  await expect(page.locator('.product-list')).toHaveAttribute('aria-busy', 'false');
  const boilers = (await count(page).textContent()) ?? '';
  await page.getByLabel('Categorie').selectOption('');
  await expect(count(page)).toHaveText(ALL);
  await expect(count(page)).not.toHaveText(boilers);
  await page.getByLabel('Categorie').selectOption('boilers-buffervaten');
  await expect(count(page)).toHaveText(boilers);
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(count(page)).toHaveText(boilers);
  await expect(page.getByText('Laden...')).toHaveCount(0);
});

test('search answers each keystroke without a fixed wait', async ({ page }) => {
  await page.goto('/catalogus');
  await expect(count(page)).toHaveText(ALL);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products?')) requests.push(request.url());
  });
  await page.getByLabel('Zoeken').pressSequentially('terra', { delay: 30 });
  await expect(page).toHaveURL(/q=terra/);
  await expect(page.locator('.product-list')).toHaveAttribute('aria-busy', 'false');
  await expect(count(page)).toHaveText(/^\d+ producten?$/);
  // Typed quickly, every keystroke asks at once (stale answers are cancelled), no 200 ms wait.
  await expect.poll(() => requests.length).toBeGreaterThanOrEqual(3);
});

/**
 * Layout shift as Chromium reports it, summed over the page's life so far. Two frames are
 * drawn first, so the shifts of the last changes are recorded; the observer's buffered
 * entries are there at once (takeRecords), no waiting for its callback.
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.reduce((total, entry) => total + (entry.hadRecentInput ? 0 : entry.value), 0);
  });
}

for (const path of ['/', '/catalogus', '/catalogus/nw-bw8']) {
  test(`the footer does not jump while ${path} loads (CLS ≤ 0.02)`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Images, prices and the session settle after the heading: once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}
