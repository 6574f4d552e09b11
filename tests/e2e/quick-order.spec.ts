import { expect, test } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { login, openFromMenu } from './support';

test.beforeEach(async ({ page }) => {
  // A firm of its own: its cart is touched by no other test.
  await login(page, (await freshFirm({ discount: 10 })).owner);
  await openFromMenu(page, 'Snel bestellen');
});

test('a pasted list is checked first, unknown codes get suggestions, then it goes in the cart', async ({
  page,
}) => {
  const list = page.getByRole('textbox', { name: 'Artikelnummers en aantallen' });
  await list.fill('Artikelnummer;Aantal\nnwaw8p;2\nNW-BV50\t3\nNW-BV51 1\nNW-SB150-RVS;1500\n');
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
  await page.getByRole('button', { name: 'Controleren' }).click();

  const review = page.getByRole('table', { name: 'Gecontroleerde regels' });
  await expect(review.getByText('Noordwind Aquaris monoblock 8 kW')).toBeVisible();
  await expect(page.getByText('3 van 4 regels gevonden; 1 niet gevonden')).toBeVisible();
  await expect(
    review.getByText('Gevraagd 1.500, begrensd op 999 (het maximum per regel).'),
  ).toBeVisible();
  // Nothing is in the cart before the user confirms.
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();

  await review.getByRole('button', { name: 'NW-BV50 voor NW-BV51' }).click();
  await expect(page.getByText('4 van 4 regels gevonden.')).toBeVisible();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  // 2 heat pumps, 3 + 1 buffer tanks on one line, 999 boilers.
  await expect(page.getByRole('link', { name: 'Winkelwagen (1005)' })).toBeVisible();
  await expect(
    page.getByRole('spinbutton', { name: /Aantal Noordwind buffervat 50 liter/ }),
  ).toHaveValue('4');
});

test('a scanned code with Enter is added and checked at once', async ({ page }) => {
  const code = page.getByRole('combobox', { name: 'Artikelnummer of EAN' });
  await code.fill('nw bv 100');
  await code.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Artikelnummers en aantallen' })).toHaveValue(
    'nw bv 100 1',
  );
  await expect(
    page
      .getByRole('table', { name: 'Gecontroleerde regels' })
      .getByText('Noordwind buffervat 100 liter'),
  ).toBeVisible();
  await expect(code).toHaveValue('');
});

test('a paste of more than 500 lines is refused with a Dutch limit message', async ({ page }) => {
  // 10.000 lines and 1 MB are the parser's unit tests; 600 lines show the message here.
  const lines = Array.from({ length: 600 }, (_, i) => `NW-${i};1`).join('\n');
  await page.getByRole('textbox', { name: 'Artikelnummers en aantallen' }).fill(lines);
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Plak hooguit 500 regels tegelijk; dit zijn er 600. Verdeel de lijst over meer bestellingen.',
  );
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
});

test('an Excel workbook (.xlsx) is read into the same review as a paste', async ({ page }) => {
  const file = page.getByLabel('CSV- of Excel-bestand');
  await file.setInputFiles('tests/fixtures/snel-bestellen.xlsx');
  const list = page.getByRole('textbox', { name: 'Artikelnummers en aantallen' });
  await expect(list).toHaveValue('Artikelnummer\tAantal\nNW-AW8-P\t2\nnw bv 50\t3\nNW-BV51\t1');
  // Read, not yet checked: nothing goes anywhere before Controleren and the confirmation.
  await expect(page.getByRole('button', { name: 'In winkelwagen' })).toBeDisabled();
  await page.getByRole('button', { name: 'Controleren' }).click();
  const review = page.getByRole('table', { name: 'Gecontroleerde regels' });
  await expect(review.getByText('Noordwind Aquaris monoblock 8 kW')).toBeVisible();
  await expect(review.getByText('Type NW-BV50', { exact: true })).toBeVisible();
  await expect(page.getByText('2 van 3 regels gevonden; 1 niet gevonden')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();

  // An old binary workbook is refused in Dutch, with the way out.
  await file.setInputFiles({
    name: 'bestelling.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from('geen werkmap'),
  });
  await expect(
    page.getByText(/^Oude Excel-bestanden \(\.xls\) kunnen we niet lezen/),
  ).toBeVisible();
  // A file that only claims to be a workbook is refused too, not half read.
  await file.setInputFiles({
    name: 'kapot.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('dit is geen zip'),
  });
  await expect(page.getByText(/^Dit Excel-bestand kon niet worden gelezen/)).toBeVisible();
});
