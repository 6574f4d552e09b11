import { expect, test } from '@playwright/test';
import { account, login, logout, submitLogin } from './support';

test('an installer logs in, sees their profile, and logs out', async ({ page }) => {
  await login(page, 'installateur');
  await expect(page).toHaveURL(/\/dashboard$/);
  const profile = page.getByRole('region', { name: 'Mijn profiel' });
  await expect(profile.getByText('Sanne de Vries')).toBeVisible();
  await expect(profile.getByText('De Vries Installatietechniek')).toBeVisible();
  await expect(profile.getByText('Installateur', { exact: true })).toBeVisible();
  await expect(profile.getByText('10%')).toBeVisible();
  await expect(profile.getByText('2.450')).toBeVisible();
  await expect(profile.getByText('14 februari 2025')).toBeVisible();

  await logout(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a profile without role, discount, points and date shows the defaults', async ({ page }) => {
  await login(page, 'nieuw');
  const profile = page.getByRole('region', { name: 'Mijn profiel' });
  await expect(profile.getByText('Installateur', { exact: true })).toBeVisible();
  await expect(profile.getByText('0%')).toBeVisible();
  const today = new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date());
  await expect(profile.getByText(today)).toBeVisible();
});

test('a dealer sees the dealer role', async ({ page }) => {
  await login(page, 'dealer');
  await expect(
    page.getByRole('region', { name: 'Mijn profiel' }).getByText('Dealer', { exact: true }),
  ).toBeVisible();
});

test('a wrong password gives a clear Dutch message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, account('installateur').email, 'fout-wachtwoord');
  await expect(page.getByRole('alert')).toHaveText('Het e-mailadres of wachtwoord klopt niet.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown account and an invalid address get their own message', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'niemand@warmteportaal.test', 'Warmte2026!');
  await expect(page.getByRole('alert')).toHaveText(
    /Er is geen account met dit e-mailadres\.|Het e-mailadres of wachtwoord klopt niet\./,
  );
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vul een geldig e-mailadres in.');
});

test('the login survives a reload', async ({ page }) => {
  await login(page, 'installateur');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mijn profiel' })).toBeVisible();
});
