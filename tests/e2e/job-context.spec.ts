import { expect, test, type Page } from '@playwright/test';
import { freshFirm, madeClient } from './fresh-firm';
import { login, logout } from './support';

/*
 * One job, many hands: the monteur orders for a client above his limit, the inkoper sees the
 * count and the job on the card and rejects it, and `Opnieuw bestellen` brings the monteur to
 * the review with the job filled in: nothing typed twice.
 */
test.describe.configure({ timeout: 90_000 });

const job = {
  address: 'Lindelaan 14\n3581 BC Utrecht',
  notes: 'Sleutel bij de buren',
  client: 'Familie Jansen',
};

async function checkoutDetails(page: Page) {
  return {
    address: await page.getByLabel('Afleveradres').inputValue(),
    reference: await page.getByLabel('Jouw referentie (projectnaam of inkoopnummer)').inputValue(),
    notes: await page.getByLabel('Opmerkingen').inputValue(),
    client: await page.getByLabel('Klant', { exact: true }).locator('option:checked').textContent(),
  };
}

test("a rejected order's Opnieuw bestellen reaches the review with the job filled in", async ({
  page,
}) => {
  const reference = `Jansen ${Date.now()}`;
  // A firm of its own with a monteur, an inkoper and the client of the job.
  const firm = await freshFirm({ members: ['inkoper', 'monteur'] });
  const { monteur, inkoper } = firm;
  if (!monteur || !inkoper) throw new Error('Geen monteur of inkoper');
  await madeClient(firm.owner, { name: job.client });
  await login(page, monteur);
  // Aquaris 8 kW: above the monteur's € 1.000 per order.
  await page.goto('/catalogus/nw-aw8');
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await page.getByRole('link', { name: /Winkelwagen \(1\)/ }).click();
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await page.getByLabel('Afleveradres').fill(job.address);
  await page.getByLabel('Jouw referentie (projectnaam of inkoopnummer)').fill(reference);
  await page.getByLabel('Klant', { exact: true }).selectOption({ label: `${job.client}, Utrecht` });
  await page.getByLabel('Opmerkingen').fill(job.notes);
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /Bestelling WP-\d{4}-\d{6}/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Bestelling ', '');
  await logout(page);

  await login(page, inkoper);
  const menu = page.getByRole('navigation', { name: 'Mijn portaal' });
  await menu.getByRole('link', { name: /^Goedkeuren \(\d+\)$/ }).click();
  const card = page.getByRole('article', { name: `Bestelling ${number}` });
  for (const [term, value] of [
    ['Klant', job.client],
    ['Afleveradres', job.address.replace('\n', ' ')],
    ['Referentie', reference],
    ['Opmerkingen', job.notes],
  ]) {
    await expect(card.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(card.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await card.getByLabel('Reden van afwijzen').fill('Eerst de offerte laten tekenen');
  await card.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(card).toBeHidden();
  await logout(page);

  await login(page, monteur);
  await page.goto('/orders');
  await page
    .getByRole('row', { name: new RegExp(reference) })
    .getByRole('link', { name: number })
    .click();
  await page.getByRole('button', { name: 'Opnieuw bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByLabel('Opmerkingen')).toHaveValue(job.notes);
  expect(await checkoutDetails(page)).toEqual({
    address: job.address,
    reference,
    notes: job.notes,
    client: `${job.client}, Utrecht`,
  });
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeFocused();
  const review = page.getByRole('main');
  for (const fact of [reference, job.client, 'Lindelaan 14'])
    await expect(review).toContainText(fact);
});
