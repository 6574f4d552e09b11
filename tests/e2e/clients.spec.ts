import { expect, test } from '@playwright/test';
import { freshFirm, type FreshFirm } from './fresh-firm';
import { fillClient, newClient, openAs } from './support';

// A dealer's firm of its own: its clients and orders are the only ones these tests see.
let dealer: FreshFirm;
test.beforeAll(async () => {
  dealer = await freshFirm({ role: 'dealer' });
});

test('clients: create, add an installation, order for the client, delete refused', async ({
  page,
}) => {
  await openAs(page, dealer.owner, '/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeVisible();
  const name = `Camping De Eik ${Date.now()}`;
  await page.getByRole('button', { name: 'Nieuwe klant' }).click();
  await fillClient(page, {
    name,
    address: 'Bosweg 12',
    postcode: '12',
    city: 'Oisterwijk',
    email: 'info@campingdeeik.example',
    phone: '013 528 12 34',
  });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
  await page.getByLabel('Postcode').fill('5062ab');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('5062 AB Oisterwijk')).toBeVisible();
  await expect(page.getByRole('link', { name: '013 528 12 34' })).toBeVisible();

  await page.getByRole('button', { name: 'Installatie toevoegen' }).click();
  await page
    .getByLabel('Product', { exact: true })
    .selectOption({ label: 'Noordwind Aquaris split 9 kW (NW-AS9-S)' });
  await page.getByLabel('Serienummer').fill('AS9-26-000001');
  await page.getByLabel('Installatiedatum').fill('2026-03-02');
  await page.getByLabel('Koudemiddel (bij split-units)').fill('R32');
  await page.getByLabel('Vulling in kg (bij split-units)').fill('1,4');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const installation = page.getByRole('listitem').filter({ hasText: 'AS9-26-000001' });
  await expect(installation.getByText('2 maart 2031')).toBeVisible();
  await expect(installation.getByText('R32, 1,4 kg')).toBeVisible();
  // A typo in the serial number is corrected in place.
  await page.getByRole('button', { name: 'Installatie AS9-26-000001 wijzigen' }).click();
  const edit = page.getByRole('form', { name: 'Installatie AS9-26-000001 wijzigen' });
  await expect(edit.getByLabel('Product', { exact: true })).toHaveValue('nw-as9');
  await edit.getByLabel('Serienummer').fill('AS9-26-000010');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  const corrected = page.getByRole('listitem').filter({ hasText: 'AS9-26-000010' });
  await expect(corrected.getByText('R32, 1,4 kg')).toBeVisible();
  await expect(page.getByText('AS9-26-000001')).toHaveCount(0);

  // An order for this client, through checkout's Klant select.
  await page.goto('/catalogus?q=NW-AW8');
  await page.getByRole('link', { name: 'Noordwind Aquaris monoblock 8 kW' }).click();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await page.goto('/afrekenen?levering=afhalen');
  await page.getByLabel('Klant', { exact: true }).selectOption({ label: `${name}, Oisterwijk` });
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByRole('region', { name: 'Jouw gegevens' })).toContainText(`Klant${name}`);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /Bestelling WP-\d{4}-\d{6}/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Bestelling ', '');

  await page.goto('/clients');
  await page.getByLabel('Zoeken').fill('camping de eik');
  await expect(page).toHaveURL(/q=camping/);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  await page.getByRole('button', { name: 'Klant verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Deze klant heeft een gekoppelde bestelling en kan daarom niet worden verwijderd.',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('clients: a client without orders is deleted after confirmation', async ({ page }) => {
  await openAs(page, dealer.owner, '/clients');
  const name = `Tijdelijke klant ${Date.now()}`;
  await newClient(page, { name, address: 'Kerkstraat 1', postcode: '5611 AA', city: 'Eindhoven' });
  await page.getByRole('button', { name: 'Klant verwijderen' }).click();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await page.getByRole('button', { name: 'Klant verwijderen' }).click();
  await page.getByRole('button', { name: 'Ja, verwijderen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klanten' })).toBeVisible();
  // The list may show its copy from before the client existed: the search asks the server.
  await page.getByLabel('Zoeken').fill(name);
  await expect(page.getByText('Geen klanten gevonden.')).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('clients: the demo installer sees an installation due for maintenance', async ({ page }) => {
  // Read only: the demo installer's seeded clients, which no test changes.
  await openAs(page, 'installateur', '/clients');
  const row = page.getByRole('listitem').filter({ hasText: 'Familie Jansen' });
  await expect(row.getByText('Onderhoud binnenkort')).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'VvE De Linde' })
      .getByText('Onderhoud binnenkort'),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Familie Jansen' }).click();
  await expect(page.getByText('Onderhoud binnenkort')).toBeVisible();
  await expect(page.getByText('AW8-24-001873', { exact: true })).toBeVisible();
});
