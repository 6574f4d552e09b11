import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support';

/** Screenshots of a page at desktop and phone width, kept with the test's results. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const WORDS_NEVER_SHOWN = [
  'installateurPrijs',
  'installateursprijs',
  'marge',
  'margin',
  'korting',
  'discount',
];

test.describe.configure({ timeout: 120_000 });

test('calculation → Maak offerte → Versturen → Akkoord by the homeowner → Geaccepteerd → Bestellen', async ({
  page,
  browser,
}) => {
  const name = `E2E offerte Jansen ${Date.now()}`;
  await openAs(page, 'installateur', '/calculator');
  await page.getByLabel('Woningtype').selectOption('hoekwoning');
  await page.getByLabel('Bouwperiode').selectOption({ label: '1975–1991' });
  await page.getByLabel('Gebruiksoppervlakte (m²)').fill('115');
  await page.getByRole('button', { name: 'Berekenen' }).click();
  await expect(page.getByTestId('calc-power')).toHaveText('8,6 kW');
  await page.getByLabel('Naam berekening').fill(name);
  await page.getByLabel('Klant', { exact: true }).selectOption({ label: 'Familie Jansen' });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Berekening "${name}" is opgeslagen.`)).toBeVisible();
  await page.getByRole('link', { name: 'Maak offerte' }).click();

  // The editor: the calculation's installation and labour, for the calculation's client.
  const heading = page.getByRole('heading', { level: 1, name: /^Offerte OFF-\d{4}-\d{5}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace('Offerte ', '');
  await expect(page.getByLabel('Klant', { exact: true })).toHaveValue('demo-klant-jansen');
  await expect(page.getByText('Concept', { exact: true })).toBeVisible();
  const descriptions = page.getByLabel('Omschrijving');
  const kinds = await page
    .getByLabel('Soort')
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  const productLines = kinds.filter((kind) => kind === 'product').length;
  expect(productLines).toBeGreaterThan(1);
  expect(kinds).toContain('arbeid');
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await descriptions.last().fill('Inregelen en uitleg aan de bewoners');
  await page.getByLabel('Aantal').last().fill('1');
  await page.getByLabel('Prijs (excl. btw)').last().fill('150,00');
  await page.getByLabel('Btw').last().selectOption('21');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De offerte is opgeslagen.')).toBeVisible();
  await shoot(page, 'offerte-editor');

  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(`Offerte ${number} is verstuurd.`)).toBeVisible();
  await expect(page.getByText('Verstuurd', { exact: true })).toBeVisible();
  const link = await page.getByTestId('offerte-link').getAttribute('href');
  expect(link).toMatch(/\/offerte\/[A-Za-z0-9_-]{43}$/);

  // The homeowner: a fresh browser without an account.
  const homeowner = await browser.newContext();
  const visitor = await homeowner.newPage();
  const answers: string[] = [];
  visitor.on('response', async (response) => {
    if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
  });
  await visitor.goto(link ?? '');
  await expect(visitor.getByRole('heading', { level: 1, name: `Offerte ${number}` })).toBeVisible();
  await expect(visitor.getByText('Familie Jansen').first()).toBeVisible();
  await expect(visitor.getByText('De Vries Installatietechniek').first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const html = await visitor.content();
  await shoot(visitor, 'offerte-klant');
  await visitor.getByLabel('Naam').fill('Eva Jansen');
  await visitor.getByLabel('Ik ga akkoord met de offerte en de voorwaarden').check();
  await visitor.getByRole('button', { name: 'Akkoord' }).click();
  await expect(visitor.getByText(/geaccepteerd/).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Akkoord' })).toHaveCount(0);
  const homeownerText = [html, await visitor.content(), ...answers]
    .join('\n')
    .replaceAll('&nbsp;', '\u00a0');
  await homeowner.close();

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
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  const priceCells = page.locator('td[data-label="Prijs per stuk"]');
  await expect(priceCells).toHaveCount(productLines);
  await expect(priceCells.first()).toHaveText(/€/);
  const ownPrices = await priceCells.allInnerTexts();

  // Nothing the homeowner got holds a trade price or the words for margin and discount.
  for (const price of ownPrices) {
    expect(homeownerText).not.toContain(price.trim());
    // In the API answers as cents: € 2.345,00 is 234500.
    expect(answers.join('\n')).not.toMatch(new RegExp(`\\b${price.replace(/\D/g, '')}\\b`));
  }
  for (const word of WORDS_NEVER_SHOWN)
    expect(homeownerText.toLowerCase()).not.toContain(word.toLowerCase());

  // The offerte's client and number wait in the checkout.
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByLabel(/^Jouw referentie/)).toHaveValue(number);
});

test('a wrong offerte link shows the not-found page', async ({ page }) => {
  await page.goto(`/offerte/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});
