import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

const SMALL = 'Noordwind Aquaris monoblock 4 kW';
const LARGE = 'Noordwind Aquaris monoblock 8 kW';

function compareBox(page: Page, product: string) {
  return page
    .getByRole('article', { name: product })
    .getByRole('checkbox', { name: 'Vergelijken' });
}

test('the heat-pump filters live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/warmtepompen');
  const from = page.getByRole('textbox', { name: 'Vermogen vanaf (kW)' });
  await from.fill('6');
  await from.press('Enter');
  await expect(page).toHaveURL(/[?&]minKw=6(&|$)/);
  const to = page.getByRole('textbox', { name: 'Vermogen tot (kW)' });
  await to.fill('12');
  // A number applies when the field is left (here: Tab), not at every keystroke.
  await to.press('Tab');
  await page.getByRole('combobox', { name: 'Fase' }).selectOption('3');
  await expect(page).toHaveURL(/[?&]maxKw=12(&|$)/);
  await expect(page).toHaveURL(/[?&]phase=3(&|$)/);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Vermogen vanaf (kW)' })).toHaveValue('6');
  await expect(page.getByRole('textbox', { name: 'Vermogen tot (kW)' })).toHaveValue('12');
  await expect(page.getByRole('combobox', { name: 'Fase' })).toHaveValue('3');

  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).not.toHaveURL(/minKw|maxKw|phase/);
});

test('leaving the heat pumps in the catalogue leaves their filters behind', async ({ page }) => {
  await page.goto('/catalogus?categorie=lucht-water&minKw=6');
  await expect(page.getByRole('textbox', { name: 'Vermogen vanaf (kW)' })).toHaveValue('6');
  await page.getByRole('combobox', { name: 'Categorie' }).selectOption('toebehoren');
  await expect(page).not.toHaveURL(/minKw/);
  await expect(page.getByRole('textbox', { name: 'Vermogen vanaf (kW)' })).toHaveCount(0);
});

test('up to four products are compared side by side, differences highlighted', async ({ page }) => {
  await page.goto('/warmtepompen?q=Aquaris monoblock');
  await compareBox(page, SMALL).check();
  await compareBox(page, LARGE).check();
  await expect(page.getByRole('complementary', { name: 'Vergelijken' })).toContainText(
    '2 van 4 gekozen',
  );

  // The choice stays while browsing.
  await page.goto('/catalogus');
  await page.goto('/warmtepompen?q=Aquaris monoblock');
  await expect(compareBox(page, LARGE)).toBeChecked();
  for (const other of ['6 kW', '10 kW'])
    await compareBox(page, `Noordwind Aquaris monoblock ${other}`).check();
  // Four chosen: a fifth cannot be added.
  await expect(compareBox(page, 'Noordwind Aquaris monoblock 12 kW')).toBeDisabled();

  await page.getByRole('link', { name: 'Vergelijk 4 producten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vergelijken' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(
    table.getByRole('rowheader', { name: 'Vermogen (verschilt)', exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Categorie', exact: true })).toBeVisible();

  await table.getByRole('button', { name: `Weghalen ${SMALL}` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(3);
});

test('the compare page is usable at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/warmtepompen?q=Aquaris monoblock');
  await compareBox(page, SMALL).check();
  await compareBox(page, LARGE).check();
  await page.getByRole('link', { name: 'Vergelijk 2 producten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vergelijken' })).toBeVisible();
  await expect(
    page.getByRole('rowheader', { name: 'Vermogen (verschilt)', exact: true }),
  ).toBeVisible();
  // The table scrolls inside its box; the page itself never becomes wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/screens/vergelijken-375.png', fullPage: true });
});

test('compare shows each fact once, with W55 capacity and, signed in, the own price', async ({
  page,
}) => {
  await login(page, 'installateur');
  await page.goto('/warmtepompen?q=Aquaris monoblock');
  await compareBox(page, SMALL).check();
  await compareBox(page, LARGE).check();
  await page.getByRole('link', { name: 'Vergelijk 2 producten' }).click();
  const table = page.getByRole('table');
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
  // Aquaris 8 kW: installer price € 6.145,00, −10 % = € 5.530,50.
  await expect(row('Jouw prijs')).toContainText('€ 5.530,50');
  await expect(row('Vermogen bij 55 °C aanvoer')).toContainText('5,8 kW');
  await expect(row('Garantie')).toContainText('7 jaar');
  await expect(row('Fase')).toContainText('1-fase (230 V)');
  await expect(row('Koudemiddel')).toContainText('R290 (GWP 3)');
  for (const twice of ['SCOP', 'Geluid', 'Voeding'])
    await expect(table.getByRole('rowheader', { name: twice, exact: true })).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: /^SCOP \(35 °C\)/ })).toHaveCount(1);
});
