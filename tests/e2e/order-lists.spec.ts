import { expect, test, type Page } from '@playwright/test';
import { freshFirm, type FreshAccount } from './fresh-firm';
import { login, openFromMenu } from './support';

const HEAT_PUMP = 'Noordwind Aquaris monoblock 8 kW';
const DAMPERS = 'Noordwind Trillingsdempers set van 4';

/** Fills the cart with a heat pump and dampers, saves it as a list, and empties the cart. */
async function saveCartAsList(page: Page, name: string): Promise<FreshAccount> {
  // A firm of its own: no other test fills or empties its cart.
  const { owner } = await freshFirm();
  await login(page, owner);
  for (const [category, product] of [
    ['lucht-water', HEAT_PUMP],
    ['toebehoren', DAMPERS],
  ] as const) {
    await page.goto(`/catalogus?categorie=${category}`);
    await page
      .getByRole('article', { name: product })
      .getByRole('button', { name: 'In winkelwagen' })
      .click();
  }
  await expect(page.getByRole('link', { name: 'Winkelwagen (2)' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Bewaar als bestellijst' }).click();
  await page.getByRole('textbox', { name: 'Naam van de lijst' }).fill(name);
  await page.getByRole('button', { name: 'Bestellijst bewaren' }).click();
  await expect(page.getByRole('status').getByRole('link', { name })).toBeVisible();
  // The cart stays as it was; emptied, it shows what the list puts back.
  await page.getByRole('button', { name: 'Winkelwagen legen' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
  return owner;
}

test('a cart saved as an order list goes back in the cart from the overview', async ({ page }) => {
  const name = `Standaard set ${Date.now()}`;
  const owner = await saveCartAsList(page, name);
  await openFromMenu(page, 'Bestellijsten');
  const row = page.getByRole('row', { name: new RegExp(name) });
  // Who made it, for the colleagues who see the same lists.
  await expect(row).toContainText(owner.firstName);
  await row.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (2)' })).toBeVisible();
});

test('part of an order list goes in the cart; the list is renamed and deleted', async ({
  page,
}) => {
  const name = `Project ${Date.now()}`;
  await saveCartAsList(page, name);
  await page.goto('/bestellijsten');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('checkbox', { name: `Meenemen: ${DAMPERS}` }).uncheck();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(`${name} (oud)`);
  await page.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (oud)` })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Bestellijst verwijderen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellijsten' })).toBeVisible();
  // Under either name: the list shown before the rename had it without "(oud)".
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
