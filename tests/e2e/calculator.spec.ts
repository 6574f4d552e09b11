import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../fixtures/pdf-text';
import { freshFirm, madeClient, type FreshAccount } from './fresh-firm';
import { openAs } from './support';

// A firm of its own with a client, shared by the tests that put nothing in the cart; a test
// that counts the cart gets an empty one of its own.
let installer: FreshAccount;
let client: { id: string };
test.beforeAll(async () => {
  const firm = await freshFirm({ discount: 10 });
  installer = firm.owner;
  client = await madeClient(installer, { name: 'Familie Jansen' });
});

async function openCalculator(page: Page, who: FreshAccount = installer) {
  await openAs(page, who, '/calculator');
  await expect(page.getByRole('heading', { name: 'Calculator' })).toBeVisible();
}

/** 1.500 m³ of gas a year for 4 occupants (typed as `gas`): 6,9 kW by the bluesolid rule. */
async function gasCalculation(page: Page, gas: string) {
  await openCalculator(page);
  await page.getByRole('radio', { name: 'Gasverbruik' }).check();
  await page.getByLabel('Gasverbruik (m³ per jaar)').fill(gas);
  await page.getByLabel('Aantal bewoners').fill('4');
  await page.getByRole('button', { name: 'Berekenen' }).click();
  await expect(page.getByTestId('calc-power')).toHaveText('6,9 kW');
}

async function quickEstimate(page: Page) {
  await page.getByLabel('Woningtype').selectOption('hoekwoning');
  await page.getByLabel('Bouwperiode').selectOption({ label: '1975–1991' });
  await page.getByLabel('Gebruiksoppervlakte (m²)').fill('115');
  await page.getByRole('button', { name: 'Berekenen' }).click();
  // Hoekwoning 1975–1991: 75 W/m² (interpolated) × 115 m² = 8,625 W.
  await expect(page.getByTestId('calc-power')).toHaveText(/^\d+(,\d)? kW$/);
  await expect(page.getByTestId('calc-power')).toHaveText('8,6 kW');
  await expect(page.getByText(/geïnterpoleerd/).first()).toBeVisible();
}

test('quick estimate → advice → Alles in winkelwagen puts the installation in the cart', async ({
  page,
}) => {
  await openCalculator(page, (await freshFirm({ discount: 10 })).owner);
  await quickEstimate(page);
  const installation = page.getByRole('list', { name: 'Installatie' });
  await expect(installation.getByRole('listitem').first()).toBeVisible();
  const items = installation.getByRole('listitem');
  const names: string[] = [];
  for (const item of await items.all()) {
    if (await item.getByRole('button', { name: 'In winkelwagen' }).isEnabled()) {
      names.push((await item.locator('.calc-line-name').innerText()).trim());
    }
  }
  expect(names.length).toBeGreaterThan(3);
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Alles in winkelwagen' }).click();
  await expect(page.getByRole('link', { name: `Winkelwagen (${names.length})` })).toBeVisible();

  await page.goto('/cart');
  for (const name of names) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('an invalid area typed over the prefilled one computes and saves nothing', async ({
  page,
}) => {
  // Every request that would keep or print a calculation.
  const kept: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() !== 'GET' &&
      /\/api\/calculator\/(calculations|report|offerte)/.test(request.url())
    )
      kept.push(request.url());
  });
  await openCalculator(page);
  const area = page.getByLabel('Gebruiksoppervlakte (m²)');
  await expect(area).toHaveValue('120');
  // The prefilled value is selected when the field is clicked: typing replaces it.
  await area.click();
  await page.keyboard.type('120');
  await expect(area).toHaveValue('120');
  await page.getByRole('button', { name: 'Berekenen' }).click();
  // Tussenwoning 1965–1974: 95 W/m² × 120 m² = 11,4 kW.
  await expect(page.getByTestId('calc-power')).toHaveText('11,4 kW');

  // "1201" on the way is a valid area, "120120" is not: nothing may come from either.
  await area.click();
  await page.keyboard.type('120120');
  await expect(area).toHaveValue('120120');
  await expect(page.getByText('Meer dan 2.000 m² is geen woning meer')).toBeVisible();
  await expect(page.getByTestId('calc-power')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Advies' })).toHaveCount(0);
  await page.getByLabel('Woningtype').focus();
  await page.getByRole('button', { name: 'Berekenen' }).click();
  await expect(area).toBeFocused();
  await expect(page.getByTestId('calc-power')).toHaveCount(0);

  await page.getByLabel('Naam berekening').fill('Ongeldige oppervlakte');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(area).toBeFocused();
  await expect(
    page.getByRole('form', { name: 'Berekening opslaan' }).getByRole('alert'),
  ).toContainText('Er is niets berekend of opgeslagen');
  await expect(page.getByText('Ongeldige oppervlakte', { exact: true })).toHaveCount(0);
  expect(kept).toEqual([]);

  // Put right, it computes again from what is shown.
  await area.fill('120');
  await expect(page.getByTestId('calc-power')).toHaveText('11,4 kW');
});

test('one product at a time with In winkelwagen', async ({ page }) => {
  await openCalculator(page, (await freshFirm()).owner);
  await quickEstimate(page);
  const first = page.getByRole('list', { name: 'Installatie' }).getByRole('listitem').first();
  await first.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
});

test('gas use: 1.500 m³ and 4 occupants give 6,9 kW by the bluesolid rule', async ({ page }) => {
  await gasCalculation(page, '1.500');
  await expect(page.getByText(/bluesolid\.nl/).first()).toBeVisible();
  // The savings and the subsidy are shown as estimates with their basis.
  await expect(
    page.getByRole('heading', { name: 'Energiekosten per jaar (schatting)' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ISDE-subsidie (schatting)' })).toBeVisible();
  // A hybrid covers 60 % of the loss and keeps the boiler: no cylinder, a coupling set.
  await page.getByLabel('Systeem').selectOption('hybride');
  const installation = page.getByRole('list', { name: 'Installatie' });
  await expect(installation.getByText(/Duo hybride/)).toBeVisible();
  await expect(installation.getByText('Noordwind Hydraulische koppelset hybride')).toBeVisible();
  await expect(installation.getByText(/boiler/i)).toHaveCount(0);
  await page.getByLabel('Gasprijs (€ per m³)').fill('abc');
  await expect(page.getByText('Geef een getal, bijvoorbeeld 0,6.')).toBeVisible();
});

test('room by room with two rooms: W per room, transmission and ventilation apart', async ({
  page,
}) => {
  await openCalculator(page);
  await page.getByRole('radio', { name: 'Per vertrek' }).check();
  const living = page.getByRole('group', { name: 'Woonkamer', exact: true });
  await living.getByLabel('Volume (m³)').fill('60');
  await living.getByLabel('Luchtwisselingen per uur').fill('0,5');
  // Defaults of 1965–1974 are shown with their source.
  await expect(living.getByText(/RVO voorbeeldwoningen 2022/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Vertrek toevoegen' }).click();
  await expect(page.getByRole('group', { name: 'Vertrek 2', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Berekenen' }).click();

  const table = page.getByRole('table', { name: 'Warmteverlies per vertrek' });
  // Woonkamer: 12·1,667·32 + 5·2,9·32 + 30·2,941·11,5 + 0,34·0,5·60·32 = 2.445 W.
  await expect(table.getByRole('row', { name: /Woonkamer/ })).toContainText('2.445 W');
  await expect(table.getByRole('row', { name: /Vertrek 2/ })).toContainText('993 W');
  await expect(table.getByRole('row', { name: /Woning/ })).toContainText('3.438 W');
  await expect(table.getByRole('columnheader', { name: 'Transmissie' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Ventilatie' })).toBeVisible();
  await expect(page.getByTestId('calc-power')).toHaveText('3,4 kW');
});

test('save a calculation and reopen it', async ({ page }) => {
  const name = `E2E Dorpsstraat ${Date.now()}`;
  await gasCalculation(page, '1500');
  await page.getByLabel('Naam berekening').fill(name);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Berekening "${name}" is opgeslagen.`)).toBeVisible();

  await page.getByRole('button', { name: 'Nieuwe berekening' }).click();
  await expect(page.getByTestId('calc-power')).toHaveCount(0);
  await page.reload();
  await page.getByRole('button', { name: `Openen ${name}` }).click();
  await expect(page.getByTestId('calc-power')).toHaveText('6,9 kW');
  await expect(page.getByLabel('Naam berekening')).toHaveValue(name);
  await expect(page.getByLabel('Gasverbruik (m³ per jaar)')).toHaveValue('1500');
});

test('Indicatie (pdf) downloads an indication with the chosen products and the total incl. btw', async ({
  page,
}) => {
  await openCalculator(page);
  await quickEstimate(page);
  const heatPump = (
    await page
      .getByRole('list', { name: 'Installatie' })
      .locator('.calc-line-name')
      .first()
      .innerText()
  ).trim();
  await page.getByLabel('Naam klant op de indicatie').fill('Fam. de Boer');
  await page.getByLabel('Marge (%)').fill('20');
  const total = (await page.getByTestId('calc-offerte-total').innerText()).replace(/\s/g, ' ');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Indicatie (pdf)' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toMatch(/^indicatie-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(new Uint8Array(await readFile(file)));
  expect(text).toContain('Voor: Fam. de Boer');
  expect(text).toContain(heatPump);
  expect(text).toContain('Totaal incl. btw');
  expect(text).toContain(total);
  expect(text).toContain('Prijsindicatie, geen offerte');
  expect(text).not.toMatch(/IBAN|KvK|btw-id|OFF-\d/i);
});

test('save a calculation for a client from /clients and reopen it with that client', async ({
  page,
}) => {
  const name = `E2E voor Jansen ${Date.now()}`;
  await openCalculator(page);
  await quickEstimate(page);
  await page.getByLabel('Naam berekening').fill(name);
  await page.getByLabel('Klant', { exact: true }).selectOption({ label: 'Familie Jansen' });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Berekening "${name}" is opgeslagen.`)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: `Openen ${name}` }).click();
  await expect(page.getByTestId('calc-power')).toHaveText('8,6 kW');
  await expect(page.getByLabel('Klant', { exact: true })).toHaveValue(client.id);
});
