import { expect, test } from '@playwright/test';
import { fillCart, placeOrder } from './every-route';
import { login, openAs } from './support';

test('an admin changes an order status; /beheer/e-mail shows the message as sent', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a checkout and the back-office: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const installer = await context.newPage();
  await login(installer, 'installateur');
  await fillCart(installer);
  const orderId = await placeOrder(installer);
  const number =
    (await installer.getByRole('heading', { level: 1 }).textContent())?.replace(
      'Bestelling ',
      '',
    ) ?? '';
  await context.close();

  await openAs(page, 'beheerder', `/beheer/bestellingen/${encodeURIComponent(orderId)}`);
  await page.getByLabel('Nieuwe status', { exact: true }).selectOption('in_behandeling');
  await page.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(page.locator('.order-head')).toContainText('In behandeling');

  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: 'E-mail' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail' })).toBeVisible();
  const subject = `Bestelling ${number}: in behandeling`;
  const open = page.getByRole('button', { name: `Bekijken: ${subject}` });
  // The outbox sends within a second or so; the list shows what had arrived when it loaded.
  await expect(async () => {
    await page.reload();
    await expect(open).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 45_000 });
  await open.click();

  const message = page.getByRole('article', { name: subject });
  await expect(message).toContainText('installateur@warmteportaal.test');
  await expect(message.locator('pre')).toContainText(
    `De status van je bestelling ${number} is nu: In behandeling.`,
  );
  const html = page.frameLocator(`iframe[title="HTML van het bericht ${subject}"]`);
  await expect(html.getByRole('link', { name: 'Bestelling bekijken' })).toBeVisible();
});

test('a user turns off e-mail about status changes in Instellingen; it stays off', async ({
  page,
}) => {
  await openAs(page, 'nieuw', '/settings');
  const choice = page.getByRole('checkbox', { name: 'E-mail bij statuswijzigingen' });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await expect(choice).toBeEnabled();
  await page.reload();
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(choice).toBeEnabled();
  await page.reload();
  await expect(choice).toBeChecked();
});
