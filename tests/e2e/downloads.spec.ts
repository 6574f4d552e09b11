import { expect, test } from '@playwright/test';
import { openAs } from './support';

test('downloads: search by type number, filter by kind, each document a PDF link', async ({
  page,
}) => {
  await openAs(page, 'installateur', '/downloads');
  await expect(page.getByRole('link', { name: /Algemene leveringsvoorwaarden/ })).toBeVisible();

  await page.getByLabel('Zoeken').fill('NW-AW8');
  await expect(page).toHaveURL(/q=NW-AW8/);
  const manual = page.getByRole('link', { name: /^Installatiehandleiding NW-AW8-P/ });
  await expect(manual).toBeVisible();
  await expect(page.getByRole('link', { name: /Algemene leveringsvoorwaarden/ })).toHaveCount(0);

  const href = await manual.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByLabel('Zoeken').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByLabel('Soort document').selectOption('energielabel');
  await expect(page.getByRole('link', { name: /^Energielabel NW-BW8-S/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Installatiehandleiding/ })).toHaveCount(0);

  await page.getByLabel('Zoeken').fill('geen-document-met-deze-naam');
  await expect(page.getByText('Geen documenten gevonden.', { exact: false })).toBeVisible();
});

test('downloads: the personal price list is a PDF made on request', async ({ page }) => {
  await openAs(page, 'dealer', '/downloads');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Prijslijst downloaden (pdf)' }).click();
  expect((await download).suggestedFilename()).toBe('prijslijst-warmteportaal.pdf');
  // One category: a shorter list when the catalogue is large.
  await page.getByLabel('Prijslijst voor').selectOption({ label: 'Hybride warmtepompen' });
  const hybrid = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Prijslijst downloaden (pdf)' }).click();
  expect((await hybrid).suggestedFilename()).toBe('prijslijst-warmteportaal-hybride.pdf');
});
