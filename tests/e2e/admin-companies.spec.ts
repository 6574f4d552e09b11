import { expect, test } from '@playwright/test';
import { SAMPLE_PRODUCT } from './every-route';
import { freshFirm, placedOrder } from './fresh-firm';
import { openAs } from './support';

/**
 * The back-office's Bedrijven. It changes only companies it makes itself (a new account founds
 * one); the move it tries, of its other firm's only eigenaar, is refused.
 */
test('an admin sees the companies, saves a discount, is refused a move and sees an order’s company', async ({
  page,
}) => {
  const other = await freshFirm({ members: ['monteur'] });
  // Its own order, opened at the end: the list's newest order may be any other test's.
  const order = await placedOrder(other.owner, {
    lines: [{ productId: SAMPLE_PRODUCT, quantity: 1 }],
  });
  const name = `Aannemer E2E ${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await openAs(page, 'beheerder', '/beheer/gebruikers');
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  await page.getByLabel('Voornaam').fill('Aad');
  await page.getByLabel('Achternaam').fill('Aannemer');
  await page.getByLabel('E-mailadres').fill(`aad-${Date.now()}@example.nl`);
  await page.getByLabel('Bedrijf').fill(name);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByRole('link', { name: /wachtwoord-instellen/ })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: 'Bedrijven' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrijven' })).toBeVisible();
  const firm = page.getByRole('region', { name: other.name });
  const members = firm.getByRole('table', { name: /^Leden van/ });
  await expect(members).toContainText(other.monteur?.email ?? 'monteur');
  await expect(members.getByRole('cell', { name: 'Eigenaar', exact: true })).toBeVisible();

  const own = page.getByRole('region', { name });
  await expect(own.getByRole('table', { name: `Leden van ${name}` })).toContainText('Aad Aannemer');
  const discount = own.getByLabel('Korting (%)');
  await discount.fill('150');
  await own.getByRole('button', { name: 'Korting opslaan' }).click();
  await expect(own.getByText(/De korting is 0% tot en met 100%/)).toBeVisible();
  await discount.fill('12,5');
  await own.getByRole('button', { name: 'Korting opslaan' }).click();
  await expect(own.getByText('12,5%', { exact: true })).toBeVisible();

  // The other firm's only eigenaar cannot be moved to another company.
  await own.getByLabel('Gebruikers-id').fill(other.ownerId);
  await own.getByRole('button', { name: 'Verplaatsen' }).click();
  await expect(own.getByRole('alert')).toHaveText(/laatste eigenaar/);
  await expect(members).toContainText(other.owner.email);
  await page.screenshot({ path: test.info().outputPath('bedrijven-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('bedrijven-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/beheer/bestellingen');
  await expect(page.getByRole('columnheader', { name: 'Bedrijf' })).toBeVisible();
  await page.goto(`/beheer/bestellingen/${encodeURIComponent(order.id)}`);
  const customer = page.getByRole('region', { name: 'Klant', exact: true });
  await expect(customer.getByText('Bedrijf', { exact: true })).toBeVisible();
  await expect(customer).toContainText(other.name);
});
