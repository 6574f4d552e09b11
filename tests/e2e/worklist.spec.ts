import { expect, test, type Page } from '@playwright/test';
import { callAs, freshFirm } from './fresh-firm';
import { logout, openAs } from './support';

const WORK = ['Offertes', 'Bestellingen', 'Goedkeuren', 'Klantenservice', 'Onderhoud'];

/** The dashboard's card headings, in order, once the worklist has answered. */
async function workHeadings(page: Page, first: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 2, name: first, exact: true })).toBeVisible();
  const all = await page.getByRole('heading', { level: 2 }).allTextContents();
  return all.filter((text) => WORK.includes(text));
}

test("the dashboard is the firm's worklist: by role, each item linking to its page", async ({
  page,
}) => {
  // Two sign-ins in one story.
  test.setTimeout(60_000);
  const { owner, monteur } = await freshFirm({ members: ['monteur'] });
  if (!monteur) throw new Error('freshFirm made no monteur');
  // Above the monteur's € 1.000 per order: it waits for the owner's approval.
  const order = await callAs<{ id: string; number: string }>(
    monteur,
    'POST',
    '/orders',
    {
      lines: [{ productId: 'nw-aw8', quantity: 1 }],
      delivery: 'bezorgen',
      address: 'Kanaalweg 12, 3526 KL Utrecht',
      reference: 'Werklijst',
    },
    { 'idempotency-key': `werklijst-${Date.now()}` },
  );

  await openAs(page, owner, '/dashboard');
  expect(await workHeadings(page, 'Offertes')).toEqual(WORK);
  const approvals = page.getByRole('region', { name: 'Goedkeuren' });
  await expect(
    approvals.getByRole('link', { name: 'Alles goedkeuren of afwijzen' }),
  ).toHaveAttribute('href', '/goedkeuren');
  // A new firm has no offertes yet: the card says where to start.
  await expect(
    page
      .getByRole('region', { name: 'Offertes' })
      .getByRole('link', { name: 'Maak een nieuwe offerte' }),
  ).toHaveAttribute('href', '/offertes/nieuw');
  await expect(
    page
      .getByRole('region', { name: 'Onderhoud' })
      .getByText(/Geen onderhoud in de komende 30 dagen/),
  ).toBeVisible();
  await approvals.getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Bestelling ${order.number}` }),
  ).toBeVisible();
  await logout(page);

  // A monteur makes no offertes and approves nothing: those cards are not there.
  await openAs(page, monteur, '/dashboard');
  expect(await workHeadings(page, 'Bestellingen')).toEqual([
    'Bestellingen',
    'Klantenservice',
    'Onderhoud',
  ]);
  await expect(
    page
      .getByRole('region', { name: 'Klantenservice' })
      .getByRole('link', { name: 'Klantenservice' }),
  ).toHaveAttribute('href', '/support');
});
