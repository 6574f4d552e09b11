import { expect, test } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { openAs } from './support';

test('Bedrijfsgegevens: reached from Instellingen, checked in Dutch, saved for the offertes', async ({
  page,
}) => {
  // A firm of its own: the details it saves are no other test's.
  await openAs(page, (await freshFirm()).owner, '/settings');
  await page.getByRole('link', { name: 'Naar je bedrijfsgegevens' }).click();
  const section = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  for (const name of ['KvK-nummer', 'Btw-nummer', 'IBAN', 'Standaardmarge (%)']) {
    await expect(section.getByLabel(name, { exact: true })).toBeVisible();
  }
  await expect(section.getByLabel('Logo')).toBeAttached();

  const iban = section.getByLabel('IBAN', { exact: true });
  await iban.fill('NL00 INGB 0001 2345 67');
  await section.getByRole('button', { name: 'Opslaan' }).click();
  await expect(section.getByText('Dit IBAN klopt niet', { exact: false })).toBeVisible();

  await iban.fill('NL91 ABNA 0417 1643 00');
  await section.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je bedrijfsgegevens zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Bedrijfsgegevens' }).getByLabel('IBAN', { exact: true }),
  ).toHaveValue(/NL91\s?ABNA/);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screens/bedrijfsgegevens-${width}.png`,
      fullPage: true,
    });
  }
});
