import { expect, test } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { login } from './support';

test('a product line picks a catalogue product at the own price plus the default margin, still editable', async ({
  page,
}) => {
  const { inkoper } = await freshFirm({ discount: 10, members: ['inkoper'] });
  if (!inkoper) throw new Error('Geen inkoper');
  await login(page, inkoper);
  await page.goto('/offertes/nieuw');
  await expect(page.getByRole('heading', { level: 1, name: /^Offerte OFF-/ })).toBeVisible();
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  await page.getByLabel('Soort').last().selectOption('product');
  await page.getByLabel('Product zoeken').last().fill('Aquaris monoblock 8');
  const found = page.getByRole('list', { name: /^Gevonden producten voor regel/ });
  await found.getByRole('button', { name: 'Noordwind Aquaris monoblock 8 kW (NW-AW8-P)' }).click();

  // The server's line: the product's name and a consumer price above the installer's own.
  const description = page.getByLabel('Omschrijving').last();
  await expect(description).toHaveValue('Noordwind Aquaris monoblock 8 kW (NW-AW8-P)');
  const price = page.getByLabel('Prijs (excl. btw)').last();
  await expect(price).not.toHaveValue('');
  const cents = Number((await price.inputValue()).replace(/\./g, '').replace(',', ''));
  // Own price € 6.145,00 less the firm's 10 % is € 5.530,50; the margin comes on top.
  expect(cents).toBeGreaterThan(553_050);
  await price.fill('7.000,00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De offerte is opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Prijs (excl. btw)').last()).toHaveValue('7.000,00');
  await expect(page.getByLabel('Omschrijving').last()).toHaveValue(
    'Noordwind Aquaris monoblock 8 kW (NW-AW8-P)',
  );
});
