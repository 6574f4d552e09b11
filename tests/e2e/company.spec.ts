import { expect, test } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { login, logout, openAs } from './support';

test('the fitter orders above his limit, the owner approves, all three members see it', async ({
  page,
}) => {
  // Four sign-ins in one story: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const reference = `Boven limiet ${Date.now()}`;
  // A firm of its own, so no other test's waiting orders or approvals are in its lists.
  const firm = await freshFirm({ discount: 10, members: ['inkoper', 'monteur'] });
  const { owner, inkoper, monteur } = firm;
  if (!inkoper || !monteur) throw new Error('freshFirm made no inkoper or monteur');
  await login(page, monteur);
  // Aquaris 8 kW: € 5.530,50 excl. btw after discount, above the monteur's € 1.000.
  await page.goto('/catalogus/nw-aw8');
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await page.getByRole('link', { name: /Winkelwagen \(1\)/ }).click();
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await page.getByLabel('Afleveradres').fill('Kanaalweg 12, 3526 KL Utrecht');
  await page.getByLabel('Jouw referentie (projectnaam of inkoopnummer)').fill(reference);
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /Bestelling WP-\d{4}-\d{6}/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Bestelling ', '');
  await expect(page.getByText('Wacht op goedkeuring').first()).toBeVisible();
  await logout(page);

  await openAs(page, owner, '/goedkeuren');
  await expect(page.getByRole('heading', { level: 1, name: 'Goedkeuren' })).toBeVisible();
  const card = page.getByRole('article', { name: `Bestelling ${number}` });
  await card.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(card).toBeHidden();
  await page.goto('/orders');
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Ontvangen');
  await logout(page);

  await openAs(page, inkoper, '/orders');
  await expect(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Ontvangen');
  await logout(page);

  await openAs(page, monteur, '/orders');
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Ontvangen');
  await row.getByRole('link', { name: number }).click();
  await expect(
    page.getByText(new RegExp(`Goedgekeurd door ${owner.firstName} ${owner.lastName}`)),
  ).toBeVisible();
});

test('the company page lists the colleagues; the fitter cannot manage them', async ({ page }) => {
  const { owner, monteur } = await freshFirm({ members: ['monteur'] });
  if (!monteur) throw new Error('freshFirm made no monteur');
  await openAs(page, owner, '/bedrijf');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrijf' })).toBeVisible();
  // An invited colleague is named by their e-mail address until they fill in their profile.
  await expect(page.getByRole('row', { name: new RegExp(monteur.email) })).toContainText('Monteur');
  await page.getByRole('button', { name: 'Collega uitnodigen' }).click();
  await page.getByLabel('E-mailadres', { exact: true }).fill('dealer@warmteportaal.test');
  await page.getByLabel('Rol').selectOption({ label: 'Monteur' });
  await page.getByLabel('Limiet per bestelling (€)').fill('1.000');
  await page.getByLabel('Limiet per maand (€)').fill('');
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(page.getByText(/heeft al een account bij Warmteportaal/)).toBeVisible();
  await logout(page);

  await openAs(page, monteur, '/bedrijf');
  await expect(page.getByRole('row', { name: new RegExp(owner.lastName) })).toContainText(
    'Eigenaar',
  );
  await expect(page.getByRole('button', { name: 'Collega uitnodigen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Verwijderen' })).toHaveCount(0);
});
