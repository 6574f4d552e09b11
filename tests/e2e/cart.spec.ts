import { expect, test, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../../src-shared/domain/rules';
import { freshFirm } from './fresh-firm';
import { login, openAs } from './support';

function card(page: Page, name: string) {
  return page.getByRole('article', { name });
}

test('a visitor sees advisory prices and no add-to-cart button', async ({ page }) => {
  await page.goto('/catalogus');
  const product = card(page, 'Noordwind Aquaris monoblock 8 kW');
  await expect(product.getByText('Adviesprijs excl. btw')).toBeVisible();
  await expect(product.getByText('€ 7.495,00')).toBeVisible();
  await expect(product.getByText('Jouw prijs')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toHaveCount(0);
});

test('the cart follows the rules and survives a reload', async ({ page }) => {
  // A firm of its own, with the demo installer's 10 % discount: no other test touches its cart.
  const firm = await freshFirm({ discount: 10 });
  await openAs(page, firm.owner, '/catalogus?categorie=lucht-water');
  const product = card(page, 'Noordwind Aquaris monoblock 8 kW');
  // Installer price € 6.145,00 with 10 % discount.
  await expect(product.getByText('Installateursprijs')).toBeVisible();
  await expect(product.getByText('€ 5.530,50')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
  await product.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
  await product.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (2)' })).toBeVisible();

  await page.goto('/catalogus?categorie=toebehoren');
  await card(page, 'Noordwind Trillingsdempers set van 4')
    .getByRole('button', { name: 'In winkelwagen' })
    .click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (3)' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Winkelwagen (3)' })).toBeVisible();

  await page.goto('/dashboard');
  // The cart line takes the installer price when there is one, else the price; the total is
  // what the installer pays, after the 10 % discount: (2 × € 6.145,00 + € 20,00) × 0,9.
  await expect(page.getByTestId('cart-total')).toHaveText('Totaal excl. btw: € 11.079,00');
  // Typing 0 never removes a line: the quantity goes back once the field is left.
  const quantity = page.getByLabel('Aantal Noordwind Aquaris monoblock 8 kW');
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('2');
  await page.getByRole('button', { name: 'Verwijderen Noordwind Aquaris monoblock 8 kW' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
  // € 20,00 less 10 % is € 18,00; below € 500 delivery costs € 29,95, as on the cart page.
  await expect(page.getByTestId('cart-total')).toHaveText('Totaal excl. btw: € 47,95');
  await page
    .getByRole('button', { name: 'Verwijderen Noordwind Trillingsdempers set van 4' })
    .click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
});

test('a corrupt stored cart starts empty instead of crashing', async ({ page }) => {
  // A dealer of its own: the server's copy of its cart is empty, whatever other tests did.
  const firm = await freshFirm({ role: 'dealer' });
  const key = `${CART_STORAGE_KEY}:${firm.ownerId}`;
  await page.goto('/');
  await page.evaluate((kept) => localStorage.setItem(kept, '{kapot'), key);
  await login(page, firm.owner);
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
  await page.evaluate((kept) => localStorage.setItem(kept, JSON.stringify([{ id: 1 }])), key);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
});

test('toasts appear at the top right', async ({ page }) => {
  await login(page, 'installateur');
  const toast = page.getByRole('status').filter({ hasText: 'Je bent ingelogd.' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (box && viewport) {
    expect(box.y).toBeLessThan(100);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 100);
  }
});
