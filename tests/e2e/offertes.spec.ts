import { expect, test, type Page } from '@playwright/test';
import {
  acceptAsHomeowner,
  expectNoTradePrices,
  makeOfferte,
  orderOfferte,
  productLineCount,
  saveCalculationFor,
  sendOfferte,
} from './offerte-steps';
import { freshFirm, madeClient } from './fresh-firm';
import { login } from './support';

/** Screenshots of a page at desktop and phone width, kept with the test's results. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ timeout: 120_000 });

test('calculation → Maak offerte → Versturen → Akkoord by the homeowner → Geaccepteerd → Bestellen', async ({
  page,
  browser,
}) => {
  const name = `E2E offerte Jansen ${Date.now()}`;
  // A firm of its own with the client: its offertes are the only ones in its list.
  const firm = await freshFirm({ discount: 10 });
  const client = await madeClient(firm.owner, { name: 'Familie Jansen' });
  await login(page, firm.owner);
  await saveCalculationFor(page, name, 'Familie Jansen');
  const number = await makeOfferte(page);

  // The editor: the calculation's installation and labour, for the calculation's client.
  await expect(page.getByLabel('Klant', { exact: true })).toHaveValue(client.id);
  await expect(page.getByText('Concept', { exact: true })).toBeVisible();
  const descriptions = page.getByLabel('Omschrijving');
  const productLines = await productLineCount(page);
  expect(productLines).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await descriptions.last().fill('Inregelen en uitleg aan de bewoners');
  await page.getByLabel('Aantal').last().fill('1');
  await page.getByLabel('Prijs (excl. btw)').last().fill('150,00');
  await page.getByLabel('Btw').last().selectOption('21');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De offerte is opgeslagen.')).toBeVisible();
  await shoot(page, 'offerte-editor');

  const link = await sendOfferte(page, number);

  // The homeowner: a fresh browser without an account.
  const homeowner = await acceptAsHomeowner(browser, link, number, async (visitor) => {
    await expect(visitor.getByText('Familie Jansen').first()).toBeVisible();
    await expect(visitor.getByText(firm.name).first()).toBeVisible();
    await shoot(visitor, 'offerte-klant');
  });

  // The installer: Geaccepteerd in the list, a marker in the menu.
  await page.goto('/offertes');
  await expect(page.getByRole('heading', { level: 1, name: 'Offertes' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Mijn portaal' })
      .getByRole('link', { name: /^Offertes.*1 offerte geaccepteerd$/ }),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('Geaccepteerd')).toBeVisible();
  await shoot(page, 'offertes-lijst');
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByText(/Geaccepteerd door Eva Jansen/)).toBeVisible();

  // Bestellen: the product lines in the cart at the installer's own prices.
  const ownPrices = await orderOfferte(page, productLines);

  // Nothing the homeowner got holds a trade price or the words for margin and discount.
  expectNoTradePrices(homeowner, ownPrices);

  // The offerte's client and number wait in the checkout.
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByLabel(/^Jouw referentie/)).toHaveValue(number);
});

test('a wrong offerte link shows the not-found page', async ({ page }) => {
  await page.goto(`/offerte/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});
