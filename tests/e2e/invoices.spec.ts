import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { deliveredOrder, freshFirm, placedOrder } from './fresh-firm';
import { login, openAs, openFromMenu, openOnlyOrderFound } from './support';

test('a customer finds invoices and credit notes on /facturen and on the order', async ({
  page,
}) => {
  // Read only: the demo dealer's seeded invoices and credit note, which no test changes.
  await login(page, 'dealer');
  await openFromMenu(page, 'Facturen');
  const credit = page.getByRole('row', { name: /C-\d{4}-\d{6}/ }).first();
  await expect(credit).toBeVisible();
  await expect(page.getByRole('row', { name: /F-\d{4}-\d{6}/ }).nth(1)).toBeVisible();

  await credit.getByRole('link', { name: /^WP-/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Bestelling WP-/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'UBL (xml)', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Creditfactuur (pdf)', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Factuur (pdf)', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^F-\d{4}-\d{6}\.pdf$/);
});

test('an admin searches invoices and registers a return that makes a credit note', async ({
  page,
}) => {
  // A firm of its own with a delivered (so invoiced) order of one boiler.
  const firm = await freshFirm({ role: 'dealer' });
  const reference = `Project Molenweg ${randomUUID().slice(0, 8)}`;
  await deliveredOrder(
    await placedOrder(firm.owner, { lines: [{ productId: 'nw-sb200', quantity: 1 }], reference }),
  );
  await openAs(page, 'beheerder', '/beheer/facturen');
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  await page.getByLabel('Zoeken').fill(firm.name);
  await page.getByLabel('Zoeken').press('Enter');
  // Until the search's answer is in, the list may still show every customer's invoices.
  const found = page.getByRole('row', { name: /F-\d{4}-\d{6}/ });
  await expect(found.filter({ hasNotText: firm.name })).toHaveCount(0);
  await expect(found.first()).toBeVisible();
  await page.getByLabel('Zoeken').fill('geen-factuur-heet-zo');
  await page.getByLabel('Zoeken').press('Enter');
  await expect(page.getByText('Geen facturen gevonden.')).toBeVisible();

  await page.goto('/beheer/bestellingen');
  await openOnlyOrderFound(page, reference);
  await expect(page.getByRole('link', { name: 'Factuur (pdf)', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Retour registreren' }).click();
  await page.getByLabel(/^Aantal retour:/).fill('2');
  await page.getByLabel('Reden').fill('Klant zag af van de boiler.');
  await page.getByRole('button', { name: 'Creditfactuur maken' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'kan nog 1 retour komen' })).toBeVisible();
  await page.getByLabel(/^Aantal retour:/).fill('1');
  await page.getByRole('button', { name: 'Creditfactuur maken' }).click();
  await expect(page.getByRole('link', { name: 'Creditfactuur (pdf)', exact: true })).toBeVisible();
});
