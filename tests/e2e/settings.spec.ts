import { expect, test, type Page } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { logout, openAs, submitLogin } from './support';

test('settings: edit the profile with Dutch validation, kept normalised after a reload', async ({
  page,
}) => {
  // An account of its own (no role, discount or points set): the profile it edits is its own.
  await openAs(page, (await freshFirm()).owner, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account.getByText('Installateur', { exact: true })).toBeVisible();
  await expect(account.getByText('0%')).toBeVisible();

  await page.getByLabel('Telefoon').fill('12345');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText(
      'Vul een Nederlands telefoonnummer in, bijvoorbeeld 06 12345678 of 030 123 45 67.',
    ),
  ).toBeVisible();

  await page.getByLabel('Voornaam').fill('Joris');
  await page.getByLabel('Achternaam').fill('Bakker-Smit');
  await page.getByLabel('Bedrijf').fill('Bakker Duurzaam B.V.');
  await page.getByLabel('Telefoon').fill('+31 (0)6-98765432');
  // The address in its parts, as every address in the portal.
  const address = page.getByRole('group', { name: 'Adres', exact: true });
  await address.getByLabel('Straat en huisnummer').fill('Dorpsstraat 4');
  await address.getByLabel('Postcode').fill('7421ab');
  await address.getByLabel('Plaats').fill('Deventer');
  await page.getByRole('button', { name: 'Afleveradres toevoegen' }).click();
  const entry = page.getByRole('group', { name: 'Afleveradres 1' });
  await entry.getByLabel('Naam van het adres').fill('Werkplaats');
  await entry.getByLabel('Straat en huisnummer').fill('Industrieweg 7');
  await entry.getByLabel('Postcode').fill('7418aa');
  await entry.getByLabel('Plaats').fill('Deventer');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je gegevens zijn opgeslagen.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Achternaam')).toHaveValue('Bakker-Smit');
  await expect(page.getByLabel('Telefoon')).toHaveValue('06 98 76 54 32');
  const saved = page.getByRole('group', { name: 'Adres', exact: true });
  await expect(saved.getByLabel('Straat en huisnummer')).toHaveValue('Dorpsstraat 4');
  await expect(saved.getByLabel('Postcode')).toHaveValue('7421 AB');
  await expect(saved.getByLabel('Plaats')).toHaveValue('Deventer');
  await expect(saved.getByLabel('Land')).toHaveValue('NL');
  await expect(
    page.getByRole('group', { name: 'Afleveradres 1' }).getByLabel('Postcode'),
  ).toHaveValue('7418 AA');
});

/** Sends the Wachtwoord wijzigen form with a new password (and the current one, when given). */
async function changePassword(page: Page, next: string, current?: string) {
  if (current !== undefined) await page.getByLabel('Huidig wachtwoord').fill(current);
  await page.getByLabel('Nieuw wachtwoord').fill(next);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
}

/**
 * A password change ends the account's other sessions, so this test uses an account of its
 * own (signed up in the Auth emulator) instead of a demo account other tests sign in with.
 */
test('settings: password change re-authenticates and answers in Dutch', async ({ page }) => {
  test.setTimeout(60_000);
  const authPort = Number(process.env.E2E_AUTH_PORT ?? 9190);
  const email = `wachtwoord-${Date.now()}@warmteportaal.test`;
  // The Auth emulator is up: global-setup.ts waits for it before any test runs.
  const signUp = await page.request.post(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo`,
    { data: { email, password: 'OudGeheim2026!', returnSecureToken: true } },
  );
  expect(signUp.ok()).toBe(true);
  await openAs(page, { email, password: 'OudGeheim2026!' }, '/settings');

  await changePassword(page, 'NieuwGeheim2026!', 'Fout-wachtwoord-1');
  await expect(page.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();

  await changePassword(page, 'kort', 'OudGeheim2026!');
  await expect(page.getByText('Het nieuwe wachtwoord moet minstens 8 tekens zijn.')).toBeVisible();
  await changePassword(page, 'NieuwGeheim2026!');
  await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();
  await expect(page.getByLabel('Huidig wachtwoord')).toHaveValue('');

  // The new password signs in; the old one no longer does.
  await logout(page, { timeout: 30_000 });
  await page.goto('/login');
  await submitLogin(page, email, 'OudGeheim2026!');
  await expect(page.getByText('Het e-mailadres of wachtwoord klopt niet.')).toBeVisible();
  await submitLogin(page, email, 'NieuwGeheim2026!');
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
});
