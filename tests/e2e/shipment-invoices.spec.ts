import { expect, test } from '@playwright/test';
import { placeOrder } from './every-route';
import { freshFirm } from './fresh-firm';
import { login, setOrderStatus, signedInPage } from './support';

test('two shipments: each is delivered and invoiced on its own, and shows in the history', async ({
  page,
  browser,
}) => {
  // A firm of its own: its order, shipments and invoices are the only ones it has.
  const { context, page: installer } = await signedInPage(browser, (await freshFirm()).owner);
  test.setTimeout(90_000); // two sign-ins, a checkout and the back-office
  for (const product of ['nw-tb-trillingsdempers', 'nw-tb-flexslangen']) {
    await installer.goto(`/catalogus/${product}`);
    await installer.getByRole('button', { name: 'In winkelwagen' }).click();
  }
  const orderId = await placeOrder(installer);

  await login(page, 'beheerder');
  const head = page.locator('.order-head');
  await page.goto(`/beheer/bestellingen/${encodeURIComponent(orderId)}`);
  await setOrderStatus(page, 'in_behandeling');
  await expect(head).toContainText('In behandeling');

  // The dampers go first; they arrive and are invoiced before the hoses are even sent.
  await page.getByLabel('Nieuwe status', { exact: true }).selectOption('verzonden');
  const hoses = page.getByRole('row', { name: /NW-TB009/ });
  await hoses.getByRole('checkbox', { name: 'Deze levering' }).uncheck();
  await setOrderStatus(page, 'verzonden', ['DPD', '05212345678901']);
  await expect(head).toContainText('Verzonden');
  await page.getByRole('button', { name: 'Levering 1 geleverd' }).click();
  await expect(page.getByText('Levering 1 is geleverd en gefactureerd.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Levering 1 geleverd' })).toHaveCount(0);

  await setOrderStatus(page, 'verzonden', ['PostNL', '3SWARM0012345']);
  await expect(page.getByRole('button', { name: 'Levering 2 geleverd' })).toBeVisible();

  await installer.goto(`/orders/${encodeURIComponent(orderId)}`);
  const history = installer.getByRole('list', { name: 'Status van de bestelling' });
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Deellevering 1 verzonden met DPD' }),
  ).toContainText(/\d{4}/);
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Deellevering 1 geleverd' }),
  ).toContainText(/\d{4}/);
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Deellevering 2 geleverd' }),
  ).toContainText('Nog niet');
  await expect(
    installer.getByRole('region', { name: 'Facturen' }).getByText(/^F-\d{4}-/),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'Levering 2 geleverd' }).click();
  await expect(head).toContainText('Geleverd');
  await installer.reload();
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Deellevering 2 geleverd' }),
  ).not.toContainText('Nog niet');
  // One invoice per shipment.
  await expect(
    installer.getByRole('region', { name: 'Facturen' }).getByText(/^F-\d{4}-/),
  ).toHaveCount(2);
  await context.close();
});
