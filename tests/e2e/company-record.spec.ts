import { expect, test } from '@playwright/test';
import { logout, openAs } from './support';

test('/bedrijf: the firm’s one record, edited by the eigenaar, read by the monteur', async ({
  page,
}) => {
  await openAs(page, 'installateur', '/bedrijf');
  const details = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  for (const name of ['Bedrijfsgegevens', 'Factuuradres', 'Afleveradressen'])
    await expect(details.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(details.getByLabel('Statutaire naam')).toHaveValue(
    'De Vries Installatietechniek B.V.',
  );
  await expect(details.getByLabel('KvK-nummer')).toHaveValue('12345678');
  const billing = details.getByLabel('Factuur-e-mailadres');
  await billing.fill('geen-adres');
  await details.getByRole('button', { name: 'Opslaan' }).click();
  await expect(details.getByText('Vul een geldig e-mailadres in', { exact: false })).toBeVisible();
  await billing.fill('administratie@devries-installatietechniek.example');
  await details.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De gegevens van je bedrijf zijn opgeslagen.')).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/bedrijf-${width}.png`, fullPage: true });
  }
  await logout(page);

  await openAs(page, 'monteur', '/bedrijf');
  const read = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  await expect(read.getByLabel('Btw-nummer')).toBeDisabled();
  await expect(read.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
});
