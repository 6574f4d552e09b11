import { expect, test } from '@playwright/test';
import { answeredQuestion, askedQuestion, freshFirm, type FreshFirm } from './fresh-firm';
import { login, openAs } from './support';

// A dealer's firm of its own for the questions this file asks (each with its own subject).
let dealer: FreshFirm;
test.beforeAll(async () => {
  dealer = await freshFirm({ role: 'dealer' });
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

test('support: ask a question with an attachment, reply and close it', async ({ page }) => {
  await openAs(page, dealer.owner, '/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeVisible();
  const subject = `Inregelen buffervat ${Date.now()}`;
  await page.getByRole('button', { name: 'Nieuwe vraag' }).click();
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Vul een onderwerp in.')).toBeVisible();

  await page.getByLabel('Onderwerp').fill(subject);
  await page.getByLabel('Categorie').selectOption('product');
  await page
    .getByLabel('Product (optioneel)')
    .selectOption({ label: 'Noordwind Serra boiler 150 liter' });
  await page
    .getByLabel('Vraag', { exact: true })
    .fill('Welke stooklijn raden jullie aan bij een buffervat van 50 liter?');
  await page.getByLabel('Bijlagen (optioneel)').setInputFiles({
    name: 'schema.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'Versturen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'schema.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Noordwind Serra boiler 150 liter' })).toBeVisible();

  await page.getByLabel('Je reactie').fill('Aanvulling: het gaat om een Aquaris 8 kW.');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Berichten' })
      .getByText('Aanvulling: het gaat om een Aquaris 8 kW.'),
  ).toBeVisible();
  await expect(page.getByLabel('Je reactie')).toHaveValue('');

  await page.getByRole('button', { name: 'Vraag sluiten' }).click();
  await expect(page.getByText('Gesloten', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: '← Alle vragen' }).click();
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row.getByRole('link', { name: subject })).toBeVisible();
  await expect(row.getByText('Gesloten', { exact: true })).toBeVisible();
});

test('support: an answer from support is marked in the menu until it is read', async ({ page }) => {
  // A firm of its own with one answered question: the only answer it has not read.
  const { owner } = await freshFirm();
  await answeredQuestion(
    await askedQuestion(owner, { subject: 'Foutcode E4', body: 'Wat betekent foutcode E4?' }),
    'E4 betekent te weinig doorstroming. Controleer het filter.',
  );
  await login(page, owner);
  const menu = page.getByRole('navigation', { name: 'Mijn portaal' });
  await expect(
    menu.getByRole('link', { name: /^Klantenservice.*1 nieuw antwoord$/ }),
  ).toBeVisible();
  await menu.getByRole('link', { name: /Klantenservice/ }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Foutcode E4' });
  await expect(row.getByText('Beantwoord', { exact: true })).toBeVisible();
  await row.getByRole('link').click();
  await expect(
    page.getByText('E4 betekent te weinig doorstroming.', { exact: false }),
  ).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Klantenservice', exact: true })).toBeVisible();
});

test('back-office: support answers a question and sets its status', async ({ browser, page }) => {
  // The dealer asks a question first: support answers only a question this test asked.
  const subject = `Levertijd Terra bodemwarmtepomp ${Date.now()}`;
  const dealerContext = await browser.newContext();
  const asker = await dealerContext.newPage();
  await openAs(asker, dealer.owner, '/support');
  await asker.getByRole('button', { name: 'Nieuwe vraag' }).click();
  await asker.getByLabel('Onderwerp').fill(subject);
  await asker.getByLabel('Categorie').selectOption('bestelling');
  await asker.getByLabel('Vraag', { exact: true }).fill('Wat is de levertijd van de Terra 13 kW?');
  await asker.getByRole('button', { name: 'Versturen' }).click();
  await expect(asker.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await dealerContext.close();

  await openAs(page, 'beheerder', '/beheer/vragen');
  await expect(page.getByRole('heading', { level: 1, name: 'Vragen' })).toBeVisible();
  await page.getByLabel('Filter op status').selectOption('open');
  await page.getByRole('button', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await page.getByLabel('Antwoord').fill('Levertijd is twee weken.');
  await page.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('beantwoord');
  await page.getByLabel('Status', { exact: true }).selectOption('gesloten');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('gesloten');
});
