import { expect, test } from '@playwright/test';
import * as steps from './offerte-steps';
import { freshFirm } from './fresh-firm';
import { login, newClient, signedInPage } from './support';

// A whole sale: two people, a homeowner and the back-office, each signing in once.
test.describe.configure({ timeout: 180_000 });

/**
 * The installer's whole job around one sale, as issue 19's "Done when" walks it. A firm of its
 * own makes its own client, so no other test's offertes, orders or points mix in.
 */
test('calculation for a client → offerte accepted by the homeowner → order delivered → installation registered, all on the client page', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const client = `Familie Verbeek ${stamp}`;
  const serial = `LC-${stamp}`;
  await login(page, (await freshFirm()).owner);

  // The client, with the address the order will be delivered to.
  await page.goto('/clients');
  await newClient(page, { name: client });
  const clientPage = page.url();

  // Calculation → Maak offerte → Versturen.
  await steps.saveCalculationFor(page, `Woning Verbeek ${stamp}`, client);
  const number = await steps.makeOfferte(page);
  await expect(page.getByLabel('Klant', { exact: true }).locator('option:checked')).toHaveText(
    `${client}, Deventer`,
  );
  const productLines = await steps.productLineCount(page);
  expect(productLines).toBeGreaterThan(0);
  const link = await steps.sendOfferte(page, number);

  // The homeowner, logged out in a fresh browser, accepts.
  const homeowner = await steps.acceptAsHomeowner(browser, link, number, async (visitor) => {
    await expect(visitor.getByText(client).first()).toBeVisible();
  });

  // The installer sees Geaccepteerd and orders the offerte's products.
  await page.goto('/offertes');
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row.getByText('Geaccepteerd')).toBeVisible();
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByText(/Geaccepteerd door Eva Jansen/)).toBeVisible();
  const ownPrices = await steps.orderOfferte(page, productLines);
  steps.expectNoTradePrices(homeowner, ownPrices);

  // Checkout: the offerte's client is chosen and its address filled in for the delivery.
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByLabel(/^Jouw referentie/)).toHaveValue(number);
  await expect(page.getByLabel('Afleveradres')).toHaveValue('Lindelaan 7, 7411 AB Deventer');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Bestelling WP-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const order = (await heading.innerText()).replace('Bestelling ', '');
  const orderUrl = page.url();
  await expect(page.getByText(`Offerte: ${number}`)).toBeVisible();
  await expect(page.getByRole('link', { name: client })).toBeVisible();
  // The offerte now reads Besteld, with the order's number leading to it.
  await page.goto('/offertes');
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Besteld');
  await page
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('link', { name: number })
    .click();
  await expect(page.getByText('Besteld', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: order })).toHaveAttribute(
    'href',
    new URL(orderUrl).pathname,
  );

  // The back-office ships and delivers it.
  const admin = await signedInPage(browser, 'beheerder');
  await admin.page.goto(`/beheer/bestellingen/${orderUrl.split('/').pop() ?? ''}`);
  await expect(
    admin.page.getByRole('heading', { level: 1, name: `Bestelling ${order}` }),
  ).toBeVisible();
  await expect(admin.page.getByText(`Offerte: ${number}`)).toBeVisible();
  const status = admin.page.getByLabel('Nieuwe status', { exact: true });
  const change = admin.page.getByRole('button', { name: 'Status wijzigen' });
  await status.selectOption('in_behandeling');
  await change.click();
  await expect(admin.page.locator('.order-head')).toContainText('In behandeling');
  await status.selectOption('verzonden');
  // Everything goes in this one shipment, the backordered units included: the form ticks only
  // what is ready at first.
  for (const line of await admin.page.getByRole('checkbox', { name: 'Deze levering' }).all()) {
    await line.check();
  }
  await admin.page.getByLabel('Vervoerder', { exact: true }).selectOption('DPD');
  await admin.page.getByLabel('Track-and-tracecode', { exact: true }).fill('05212345678901');
  await change.click();
  await expect(admin.page.locator('.order-head')).toContainText('Verzonden');
  await expect(status).toHaveValue('geleverd');
  await change.click();
  await expect(admin.page.locator('.order-head')).toContainText('Geleverd');
  await admin.context.close();

  // Installatie registreren on the delivered heat pump: 1.000 points in the ledger.
  await page.goto(orderUrl);
  await page
    .getByRole('region', { name: 'Installaties' })
    .getByRole('button', { name: 'Installatie registreren', exact: true })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Installatie toevoegen' });
  await expect(form.getByLabel('Product', { exact: true })).not.toHaveValue('');
  await form.getByLabel('Serienummer').fill(serial);
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('1.000 spaarpunten bijgeschreven')).toBeVisible();
  await page.goto('/dashboard');
  await expect(
    page.getByRole('row', { name: new RegExp(`Installatie geregistreerd ${order}`) }),
  ).toContainText('+1.000');

  // The client page: the offerte, the order and the installation.
  await page.goto(clientPage);
  await expect(page.getByRole('heading', { level: 1, name: client })).toBeVisible();
  const offertes = page.getByRole('region', { name: 'Offertes' });
  await expect(offertes.getByRole('listitem').filter({ hasText: number })).toContainText('Besteld');
  await expect(
    page.getByRole('region', { name: 'Bestellingen' }).getByRole('link', { name: order }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Installaties' })
      .getByRole('listitem')
      .filter({ hasText: serial }),
  ).toBeVisible();
});
