import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

/** Words for what the homeowner must never learn: trade prices, margin and discount. */
const WORDS_NEVER_SHOWN = [
  'installateurPrijs',
  'installateursprijs',
  'marge',
  'margin',
  'korting',
  'discount',
];

/** A heat-loss calculation for a client in the calculator, saved under `name` (8,6 kW). */
export async function saveCalculationFor(page: Page, name: string, client: string) {
  await page.goto('/calculator');
  await page.getByLabel('Woningtype').selectOption('hoekwoning');
  await page.getByLabel('Bouwperiode').selectOption({ label: '1975–1991' });
  await page.getByLabel('Gebruiksoppervlakte (m²)').fill('115');
  await page.getByRole('button', { name: 'Berekenen' }).click();
  await expect(page.getByTestId('calc-power')).toHaveText('8,6 kW');
  await page.getByLabel('Naam berekening').fill(name);
  await page.getByLabel('Klant', { exact: true }).selectOption({ label: client });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Berekening "${name}" is opgeslagen.`)).toBeVisible();
}

/** `Maak offerte` from the saved calculation: answers the new offerte's number. */
export async function makeOfferte(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Maak offerte' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Offerte OFF-\d{4}-\d{5}$/ });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).replace('Offerte ', '');
}

/** `Versturen` in the editor: answers the homeowner's link. */
export async function sendOfferte(page: Page, number: string): Promise<string> {
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText(`Offerte ${number} is verstuurd.`)).toBeVisible();
  await expect(page.getByText('Verstuurd', { exact: true })).toBeVisible();
  const link = await page.getByTestId('offerte-link').getAttribute('href');
  expect(link).toMatch(/\/offerte\/[A-Za-z0-9_-]{43}$/);
  return link ?? '';
}

/**
 * The homeowner opens the link in a fresh browser without an account, is shown the offerte
 * (`look` checks more while it is open) and accepts it. Answers everything the homeowner got:
 * the page's HTML before and after, and every API answer it loaded.
 */
export async function acceptAsHomeowner(
  browser: Browser,
  link: string,
  number: string,
  look: (visitor: Page) => Promise<void> = async () => {},
  /** The homeowner's browser: a phone's viewport, for one. */
  device: BrowserContextOptions = {},
): Promise<{ text: string; answers: string[] }> {
  const homeowner = await browser.newContext(device);
  const visitor = await homeowner.newPage();
  const answers: string[] = [];
  visitor.on('response', async (response) => {
    if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
  });
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 2, name: `Offerte ${number}` })).toBeVisible();
  // The installer's own page: none of the portal's navigation, and the consumer's rights.
  await expect(visitor.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
  for (const name of ['Inloggen', 'Dealer worden', 'Catalogus']) {
    await expect(visitor.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(visitor.getByRole('region', { name: 'Herroepingsrecht' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const html = await visitor.content();
  await look(visitor);
  await visitor.getByLabel('Naam').fill('Eva Jansen');
  await visitor.getByLabel('Ik ga akkoord met de offerte en de voorwaarden').check();
  await visitor.getByRole('button', { name: 'Akkoord' }).click();
  await expect(visitor.getByText(/geaccepteerd/).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Akkoord' })).toHaveCount(0);
  const text = [html, await visitor.content(), ...answers]
    .join('\n')
    .replaceAll('&nbsp;', '\u00a0');
  await homeowner.close();
  return { text, answers };
}

/** `Bestellen` on the accepted offerte: the cart's unit prices, the installer's own. */
export async function orderOfferte(page: Page, productLines: number): Promise<string[]> {
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  const priceCells = page.locator('td[data-label="Prijs per stuk"]');
  await expect(priceCells).toHaveCount(productLines);
  await expect(priceCells.first()).toHaveText(/€/);
  return priceCells.allInnerTexts();
}

/** Nothing the homeowner got holds one of the installer's own prices or the words for them. */
export function expectNoTradePrices(
  homeowner: { text: string; answers: string[] },
  ownPrices: string[],
) {
  for (const price of ownPrices) {
    expect(homeowner.text).not.toContain(price.trim());
    // In the API answers as cents: € 2.345,00 is 234500.
    expect(homeowner.answers.join('\n')).not.toMatch(
      new RegExp(`\\b${price.replace(/\D/g, '')}\\b`),
    );
  }
  for (const word of WORDS_NEVER_SHOWN)
    expect(homeowner.text.toLowerCase()).not.toContain(word.toLowerCase());
}

/** The number of product lines in the open editor. */
export async function productLineCount(page: Page): Promise<number> {
  const kinds = await page
    .getByLabel('Soort')
    .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
  expect(kinds).toContain('arbeid');
  return kinds.filter((kind) => kind === 'product').length;
}
