import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/** The product rows that lie wholly inside the viewport, as the user sees them now. */
async function rowsInView(page: Page): Promise<number> {
  return page.getByRole('article').evaluateAll((articles) => {
    const height = window.innerHeight;
    return articles.filter((article) => {
      const box = article.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= height;
    }).length;
  });
}

async function chooseList(page: Page) {
  await page.goto('/catalogus');
  const list = page.getByRole('button', { name: 'Lijst', exact: true });
  await list.click();
  await expect(list).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Tegels', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
}

test('the compact list shows at least 10 products at 1280 × 900 and stays chosen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'installateur');
  await page.goto('/catalogus');
  await expect(page.getByRole('article').first()).toBeVisible();
  const cards = await rowsInView(page);
  expect(cards).toBeLessThan(10);

  await chooseList(page);
  const first = page.getByRole('article').first();
  // One line a product: name, model number, a specification, availability, price, actions.
  await expect(first.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(first.getByText(/^Jouw prijs/)).toBeVisible();
  await expect(first.getByText(/Op voorraad|Levertijd|Nalevering|Niet op voorraad/)).toBeVisible();
  await expect(first.getByRole('button', { name: 'In winkelwagen' })).toBeVisible();
  await expect(first.getByRole('checkbox', { name: 'Vergelijken' })).toBeVisible();
  await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(10);

  // The choice is kept: a reload shows the list again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lijst', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(10);

  await page.getByRole('button', { name: 'Tegels', exact: true }).click();
  await expect.poll(() => rowsInView(page)).toBeLessThan(10);
});

test('the compact list fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await chooseList(page);
  const first = page.getByRole('article').first();
  await expect(first.getByText(/^Adviesprijs/)).toBeVisible();
  await expect(first.getByRole('checkbox', { name: 'Vergelijken' })).toBeVisible();
  // Every line within the screen's width, and no sideways scroll for the page.
  const widest = await page
    .getByRole('article')
    .evaluateAll((articles) =>
      Math.max(...articles.map((article) => article.getBoundingClientRect().right)),
    );
  expect(widest).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Below the filters, a screen holds several lines.
  await first.evaluate((article) => article.scrollIntoView());
  await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(5);
});
