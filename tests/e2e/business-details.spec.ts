import { expect, test } from '@playwright/test';
import { openAs } from './support';

test('Bedrijfsgegevens: reached from Instellingen, checked in Dutch, saved for the offertes', async ({
  page,
}) => {
  await openAs(page, 'installateur', '/settings');
  await page.getByRole('link', { name: 'Naar je bedrijfsgegevens' }).click();
  const section = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  for (const name of ['KvK-nummer', 'Btw-nummer', 'IBAN', 'Standaardmarge (%)']) {
    await expect(section.getByLabel(name, { exact: true })).toBeVisible();
  }
  await expect(section.getByLabel('Logo')).toBeAttached();

  const iban = section.getByLabel('IBAN', { exact: true });
  const stored = await iban.inputValue();
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
  expect(stored).not.toBe('');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/screens/bedrijfsgegevens-${width}.png`,
      fullPage: true,
    });
  }
});
