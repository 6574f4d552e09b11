import { expect, test } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { logout, openAs } from './support';

test('/bedrijf: the firm’s one record, edited by the eigenaar, read by the monteur', async ({
  page,
}) => {
  // A firm of its own: the record it edits is no other test's.
  const firm = await freshFirm({ members: ['monteur'] });
  if (!firm.monteur) throw new Error('Geen monteur');
  await openAs(page, firm.owner, '/bedrijf');
  const details = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  for (const name of ['Bedrijfsgegevens', 'Factuuradres', 'Afleveradressen'])
    await expect(details.getByRole('heading', { name, exact: true })).toBeVisible();
  await details.getByLabel('Statutaire naam').fill(`${firm.name} B.V.`);
  await details.getByLabel('KvK-nummer').fill('12345678');
  const invoiceAddress = details.getByRole('group', { name: 'Factuuradres' });
  await invoiceAddress.getByLabel('Straat en huisnummer').fill('Kanaalweg 12');
  await invoiceAddress.getByLabel('Postcode').fill('3526 KL');
  await invoiceAddress.getByLabel('Plaats').fill('Utrecht');
  const billing = details.getByLabel('Factuur-e-mailadres');
  await billing.fill('geen-adres');
  await details.getByRole('button', { name: 'Opslaan' }).click();
  await expect(details.getByText('Vul een geldig e-mailadres in', { exact: false })).toBeVisible();
  await billing.fill('administratie@devries-installatietechniek.example');
  await details.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De gegevens van je bedrijf zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(details.getByLabel('Statutaire naam')).toHaveValue(`${firm.name} B.V.`);
  await expect(details.getByLabel('KvK-nummer')).toHaveValue('12345678');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/bedrijf-${width}.png`, fullPage: true });
  }
  await logout(page);

  await openAs(page, firm.monteur, '/bedrijf');
  const read = page.getByRole('region', { name: 'Bedrijfsgegevens' });
  await expect(read.getByLabel('Btw-nummer')).toBeDisabled();
  await expect(read.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
});
