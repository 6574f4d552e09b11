import { expect, test, type Page } from '@playwright/test';
import { fillCart, loginWithCart, SAMPLE_PRODUCT } from './every-route';
import { freshFirm } from './fresh-firm';
import { login, logout, openAs } from './support';

const PRODUCT = 'Noordwind Aquaris monoblock 8 kW';

function cartLink(page: Page, count: number) {
  return page.getByRole('link', { name: `Winkelwagen (${count})` });
}

test("one browser, two users: nobody sees another user's cart", async ({ page }) => {
  const [installer, dealer] = await Promise.all([freshFirm(), freshFirm({ role: 'dealer' })]);
  await loginWithCart(page, installer.owner);
  await expect(cartLink(page, 1)).toBeVisible();
  await logout(page);

  await login(page, dealer.owner);
  await expect(cartLink(page, 0)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
  await logout(page);

  await login(page, installer.owner);
  await expect(cartLink(page, 1)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
});

test('quantities may be cleared while typing; removing offers undo', async ({ page }) => {
  await openAs(page, (await freshFirm()).owner, `/catalogus/${SAMPLE_PRODUCT}`);
  const quantity = page.getByLabel('Aantal', { exact: true });
  await quantity.fill('');
  await quantity.pressSequentially('3');
  await expect(quantity).toHaveValue('3');
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(cartLink(page, 3)).toBeVisible();

  await cartLink(page, 3).click();
  const line = page.getByRole('spinbutton', { name: `Aantal ${PRODUCT}` });
  await line.fill('');
  // An empty field is allowed while typing and removes nothing.
  await expect(page.getByRole('link', { name: PRODUCT })).toBeVisible();
  await line.pressSequentially('5');
  await line.press('Enter');
  await expect(cartLink(page, 5)).toBeVisible();

  await page.getByRole('button', { name: `Verwijderen ${PRODUCT}` }).click();
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(cartLink(page, 5)).toBeVisible();
  await expect(line).toHaveValue('5');
});

test('the checkout form survives a reload and is cleared once the order is placed', async ({
  page,
}) => {
  await loginWithCart(page, (await freshFirm()).owner);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await page.getByLabel('Afhalen aan de balie').check();
  const reference = page.getByLabel('Jouw referentie (projectnaam of inkoopnummer)');
  await reference.fill('Project Zeist');
  await page.getByLabel('Opmerkingen').fill('Graag voor tien uur klaarzetten');

  await page.reload();
  await expect(reference).toHaveValue('Project Zeist');
  await expect(page.getByLabel('Opmerkingen')).toHaveValue('Graag voor tien uur klaarzetten');
  await expect(page.getByLabel('Afhalen aan de balie')).toBeChecked();

  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeFocused();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Bestelling WP-/ })).toBeVisible();
  await expect(page.getByText('Referentie: Project Zeist')).toBeVisible();

  await fillCart(page);
  await page.goto('/afrekenen');
  await expect(reference).toHaveValue('');
  await expect(page.getByLabel('Opmerkingen')).toHaveValue('');
});

test('after the connection returns the cart recovers by itself', async ({ page, context }) => {
  // The demo installer's 10 % discount, in a firm of its own.
  await loginWithCart(page, (await freshFirm({ discount: 10 })).owner);
  await page.goto('/cart');
  const checkout = page.getByRole('link', { name: 'Verder naar afrekenen' });
  await expect(checkout).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: `Eén meer ${PRODUCT}` }).click();
  await expect(
    page.getByText('De prijzen worden bijgewerkt zodra je weer verbinding hebt.'),
  ).toBeVisible();
  await expect(checkout).toHaveCount(0);

  await context.setOffline(false);
  await expect(checkout).toBeVisible();
  // 2 × € 5.530,50 = € 11.061,00 + 21 % btw.
  await expect(page.getByTestId('total-incl-vat')).toHaveText('€ 13.383,81');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an unvisited page opened offline says so, and opens once back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Voettekst' })
    .getByRole('link', { name: 'Over ons' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent offline' })).toBeVisible();
  await expect(page.getByText('Er is iets misgegaan')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
});

test('after an order with points the dashboard shows the new balance everywhere', async ({
  page,
}) => {
  await loginWithCart(page, (await freshFirm({ role: 'dealer', points: 2000 })).owner);
  await page.goto('/dashboard');
  const balance = page.getByText(/^Saldo:/);
  await expect(balance).toBeVisible();
  const before = Number(
    (await balance.innerText()).match(/Saldo: ([\d.]+)/)?.[1]?.replace(/\./g, ''),
  );
  expect(before).toBeGreaterThanOrEqual(100);

  // Client-side all the way, so any stale cached balance would show.
  await page.getByRole('link', { name: /^Winkelwagen \(/ }).click();
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await page.getByLabel('Afleveradres').fill('Markt 1, 5611 EB Eindhoven');
  await page.getByLabel(/Spaarpunten inwisselen/).fill('100');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Bestelling WP-/ })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).innerText()).replace(
    'Bestelling ',
    '',
  );

  await page
    .getByRole('navigation', { name: 'Mijn portaal' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const after = (before - 100).toLocaleString('nl-NL');
  await expect(balance).toContainText(`${after} punten`);
  await expect(
    page.getByRole('region', { name: 'Mijn profiel' }).getByText(after, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Ingewisseld bij bestelling ${number}`) }),
  ).toContainText(/[-−]100/);
});
