import { expect, test, type Page } from '@playwright/test';
import { freshFirm, type FreshAccount } from './fresh-firm';
import * as steps from './offerte-steps';
import { login, logout, newClient, openAs, signedInPage } from './support';

/*
 * Issue 33: one job, many hands. The cart follows its user to a second browser within
 * seconds; the eigenaar makes a bestellijst from an accepted offerte; the monteur orders it
 * above his limit without typing the job again; the inkoper sees the count and the mail and
 * approves; the offerte reads Besteld with the order's number. Then a rejected order's
 * `Opnieuw bestellen` comes back with its job. Each test has a firm of its own.
 */
test.describe.configure({ timeout: 240_000 });

const checkoutReference = 'Jouw referentie (projectnaam of inkoopnummer)';

async function checkoutFields(page: Page) {
  return {
    address: await page.getByLabel('Afleveradres').inputValue(),
    reference: await page.getByLabel(checkoutReference).inputValue(),
    notes: await page.getByLabel('Opmerkingen').inputValue(),
    client: await page.getByLabel('Klant', { exact: true }).locator('option:checked').textContent(),
  };
}

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
}

/** A firm of its own with an inkoper and a monteur (who may order up to € 1.000 at once). */
async function firmWithColleagues() {
  const firm = await freshFirm({ members: ['inkoper', 'monteur'] });
  const { monteur, inkoper } = firm;
  if (!monteur || !inkoper) throw new Error('De firma mist een collega');
  return { firm, monteur, inkoper };
}

/** The inkoper signs in and opens Goedkeuren, where the one order waits. */
async function openApproval(page: Page, inkoper: FreshAccount) {
  await login(page, inkoper);
  await page
    .getByRole('navigation', { name: 'Mijn portaal' })
    .getByRole('link', { name: 'Goedkeuren (1)' })
    .click();
}

/** The order number of the order page that is open. */
async function placedOrder(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: /^Bestelling WP-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  return (await heading.innerText()).replace('Bestelling ', '');
}

/** Screenshots for a human look (test-results/screens/), at desktop and phone width. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test('the cart follows the eigenaar; a bestellijst from an offerte is ordered by the monteur, approved, and marks the offerte Besteld', async ({
  page,
  browser,
}) => {
  const { firm, monteur, inkoper } = await firmWithColleagues();

  // The eigenaar on two browsers: a change on one shows on the other within 5 s.
  await login(page, firm.owner);
  const second = await signedInPage(browser, firm.owner);
  await expect(second.page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
  await addToCart(page, '/catalogus/nw-aw8');
  await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
  await expect(second.page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible({
    timeout: 5000,
  });
  await addToCart(second.page, '/catalogus/nw-aw8');
  await expect(page.getByRole('link', { name: 'Winkelwagen (2)' })).toBeVisible({
    timeout: 5000,
  });
  await second.context.close();

  // A client, a calculation, an offerte the homeowner accepts.
  const client = `Familie Verbeek ${firm.name.slice(-8)}`;
  await page.goto('/clients');
  await newClient(page, { name: client });
  await steps.saveCalculationFor(page, `Woning ${client}`, client);
  const offerte = await steps.makeOfferte(page);
  const link = await steps.sendOfferte(page, offerte);
  await steps.acceptAsHomeowner(browser, link, offerte);

  // `Bestellijst maken`: the list carries the client, the address, the offerte as reference;
  // the eigenaar adds what the monteur must know.
  await page.reload();
  await expect(page.getByText(/Geaccepteerd door Eva Jansen/)).toBeVisible();
  await shoot(page, 'offerte-geaccepteerd');
  await page.getByRole('button', { name: 'Bestellijst maken' }).click();
  const listName = `${offerte} ${client}`;
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  const job = page.getByRole('form', { name: 'Opdracht' });
  await expect(job.getByLabel('Afleveradres')).toHaveValue('Lindelaan 7, 7411 AB Deventer');
  await expect(job.getByLabel('Referentie')).toHaveValue(offerte);
  await job.getByLabel('Opmerkingen').fill('Sleutel bij de buren');
  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PATCH' && answer.url().includes('/api/order-lists/'),
  );
  await job.getByRole('button', { name: 'Opdracht opslaan' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Opdracht' }).getByLabel('Opmerkingen')).toHaveValue(
    'Sleutel bij de buren',
  );
  await shoot(page, 'bestellijst-opdracht');
  await logout(page);

  // The monteur orders the list (above his € 1.000 per order) and types nothing of the job.
  await login(page, monteur);
  await page.goto('/bestellijsten');
  await page.getByRole('link', { name: listName }).click();
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
  await page.getByRole('link', { name: /^Winkelwagen \(\d+\)$/ }).click();
  await expect(
    page.getByRole('note').filter({ hasText: 'Afrekenen neemt dit over.' }),
  ).toContainText(`voor ${client}, referentie ${offerte}`);
  await shoot(page, 'winkelwagen-klus');
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByLabel('Opmerkingen')).toHaveValue('Sleutel bij de buren');
  // The chosen client shows by name at once and with its city once the firm's clients are in.
  await expect(page.getByLabel('Klant', { exact: true }).locator('option:checked')).toHaveText(
    `${client}, Deventer`,
  );
  expect(await checkoutFields(page)).toEqual({
    address: 'Lindelaan 7, 7411 AB Deventer',
    reference: offerte,
    notes: 'Sleutel bij de buren',
    client: `${client}, Deventer`,
  });
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const order = await placedOrder(page);
  await expect(page.getByText(`Offerte: ${offerte}`)).toBeVisible();
  await logout(page);

  // The inkoper's menu counts it; the mail asked for the approval.
  await openApproval(page, inkoper);
  const admin = await signedInPage(browser, 'beheerder');
  await admin.page.goto('/beheer/e-mail');
  // To each approver of the firm: the inkoper's is the one looked at.
  const mail = admin.page
    .getByRole('row')
    .filter({ hasText: inkoper.email })
    .getByRole('button', {
      name: new RegExp(`^Bekijken: Bestelling ${order} van .+ wacht op je goedkeuring$`),
    });
  // The outbox sends within a second or so; the list shows what had arrived when it loaded.
  await expect(async () => {
    await admin.page.reload();
    await expect(mail).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 45_000 });
  await mail.click();
  await expect(admin.page.getByRole('article').filter({ hasText: inkoper.email })).toBeVisible();
  await admin.context.close();

  const card = page.getByRole('article', { name: `Bestelling ${order}` });
  await expect(
    card.getByRole('definition').filter({ hasText: 'Sleutel bij de buren' }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(card).toBeHidden();
  await logout(page);

  // The offerte reads Besteld, its order's number leading to the order.
  await openAs(page, firm.owner, '/offertes');
  const row = page.getByRole('row').filter({ hasText: offerte });
  await expect(row).toContainText('Besteld');
  await row.getByRole('link', { name: offerte }).click();
  await expect(page.getByText('Besteld', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: order }).click();
  expect(await placedOrder(page)).toBe(order);
  await expect(page.getByText(`Offerte: ${offerte}`)).toBeVisible();
});

test("a rejected order's Opnieuw bestellen reaches the review with client, address, reference and notes", async ({
  page,
}) => {
  const { firm, monteur, inkoper } = await firmWithColleagues();
  const client = `Familie Jansen ${firm.name.slice(-8)}`;
  const job = { address: 'Lindelaan 14\n3581 BC Utrecht', notes: 'Sleutel bij de buren' };
  const reference = `Jansen ${firm.name.slice(-8)}`;

  await login(page, monteur);
  await page.goto('/clients');
  await newClient(page, { name: client });
  // Aquaris 8 kW: above the monteur's € 1.000 per order.
  await addToCart(page, '/catalogus/nw-aw8');
  await page.getByRole('link', { name: 'Winkelwagen (1)' }).click();
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await page.getByLabel('Afleveradres').fill(job.address);
  await page.getByLabel(checkoutReference).fill(reference);
  await page.getByLabel('Klant', { exact: true }).selectOption({ label: `${client}, Deventer` });
  await page.getByLabel('Opmerkingen').fill(job.notes);
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const order = await placedOrder(page);
  await logout(page);

  await openApproval(page, inkoper);
  const card = page.getByRole('article', { name: `Bestelling ${order}` });
  await card.getByLabel('Reden van afwijzen').fill('Eerst de offerte laten tekenen');
  await card.getByRole('button', { name: 'Afwijzen' }).click();
  await expect(card).toBeHidden();
  await logout(page);

  await login(page, monteur);
  await page.goto('/orders');
  await page.getByRole('link', { name: order }).click();
  await page.getByRole('button', { name: 'Opnieuw bestellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByLabel('Opmerkingen')).toHaveValue(job.notes);
  expect(await checkoutFields(page)).toEqual({
    address: job.address,
    reference,
    notes: job.notes,
    client: `${client}, Deventer`,
  });
  await page.getByRole('button', { name: 'Controleren' }).click();
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeFocused();
  const review = page.getByRole('main');
  for (const fact of [reference, client, 'Lindelaan 14', job.notes])
    await expect(review).toContainText(fact);
});
