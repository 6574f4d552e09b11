import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../fixtures/pdf-text';
import { demoPhotoPng } from '../../src-server/seed/installation-demo';
import { freshFirm } from './fresh-firm';
import { login, newClient } from './support';

test('register an installation, upload its photos, download the ISDE dossier and the warranty card', async ({
  page,
}) => {
  const firm = await freshFirm();
  await login(page, firm.owner);
  await page.goto('/clients');
  // The firm's reminder setting: a number of days, checked in Dutch.
  const days = page.getByLabel('Herinnering onderhoud (dagen vooraf)');
  await expect(days).toHaveValue('30');
  const settings = page.getByRole('form', { name: 'Onderhoudsherinneringen' });
  await days.fill('0');
  await settings.getByRole('button', { name: 'Herinnering instellen' }).click();
  await expect(page.getByText('Kies 1 tot en met 90 dagen.')).toBeVisible();
  await days.fill('14');
  await settings.getByRole('button', { name: 'Herinnering instellen' }).click();
  await expect(page.getByText('De herinneringen zijn ingesteld.')).toBeVisible();
  await newClient(page, {
    name: 'Fam. Dossier',
    address: 'Esdoornlaan 7',
    postcode: '3511 AB',
    city: 'Utrecht',
    email: 'dossier@example.nl',
  });

  // The homeowner's consent to maintenance reminders is recorded with its date.
  const consent = page.getByRole('checkbox', { name: 'Onderhoudsherinneringen per e-mail' });
  // Checked once the server recorded it.
  await consent.click();
  await expect(consent).toBeChecked();
  await expect(page.getByText(/^Toestemming vastgelegd op /)).toBeVisible();

  await page.getByRole('button', { name: 'Installatie toevoegen' }).click();
  await page
    .getByLabel('Product', { exact: true })
    .selectOption({ label: 'Noordwind Aquaris monoblock 8 kW (NW-AW8-P)' });
  const serial = `AW8-E2E-${Date.now()}`;
  await page.getByLabel('Serienummer').fill(serial);
  await page.getByLabel('Installatiedatum').fill('2026-03-02');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const installation = page.getByRole('listitem').filter({ hasText: serial });
  await expect(installation).toBeVisible();

  const card = page.waitForEvent('download');
  await installation.getByRole('button', { name: 'Garantiebewijs (pdf)' }).click();
  const cardText = await pdfText(new Uint8Array(await readFile(await (await card).path())));
  expect(cardText).toContain('Garantiebewijs');
  expect(cardText).toContain(serial);
  expect(cardText).toContain(firm.name);
  expect(cardText).not.toMatch(/Warmteportaal|IBAN|KvK|Btw-id/);

  await installation.getByRole('link', { name: 'ISDE-dossier', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `ISDE-dossier ${serial}` }),
  ).toBeVisible();
  await expect(page.getByText('Nog geen eindfactuur')).toBeVisible();
  const meldcode = (await page.getByText(/^KA\d{5}$/).innerText()).trim();

  const photos = page.getByRole('list').filter({ has: page.getByRole('img') });
  for (const [kind, label] of [
    ['typeplaatje', 'Typeplaatje'],
    ['buitenunit', 'Buitenunit'],
  ] as const) {
    await page.getByLabel('Wat staat op de foto').selectOption(kind);
    await page.getByLabel("Foto's", { exact: true }).setInputFiles({
      name: `${kind}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(demoPhotoPng([230, 230, 230])),
    });
    await expect(page.getByRole('img', { name: label })).toBeVisible();
  }
  await expect(photos.getByRole('img')).toHaveCount(2);
  // Not an image: refused in Dutch.
  await page.getByLabel("Foto's", { exact: true }).setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg onload="alert(1)"/>'),
  });
  await expect(page.getByText('Upload de foto als jpg of png.')).toBeVisible();

  const dossier = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dossier (pdf)' }).click();
  const bytes = new Uint8Array(await readFile(await (await dossier).path()));
  const text = await pdfText(bytes);
  expect(text).toContain(meldcode);
  expect(text).toContain(serial);
  expect(text).toContain('Typeplaatje');
  expect(text).toContain('Buitenunit');
  expect(new TextDecoder('latin1').decode(bytes).match(/\/Subtype\s*\/Image/g)).toHaveLength(2);
  expect(text).not.toMatch(/Warmteportaal|IBAN/);
});
