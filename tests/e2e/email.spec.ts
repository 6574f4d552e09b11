import { expect, test } from '@playwright/test';
import { SAMPLE_PRODUCT } from './every-route';
import { freshFirm, placedOrder } from './fresh-firm';
import { openAs } from './support';

test('an admin changes an order status; /beheer/e-mail shows the message as sent', async ({
  page,
}) => {
  // The back-office and an outbox that sends within seconds: more than the default 30 s.
  test.setTimeout(90_000);
  const { owner } = await freshFirm();
  const { id, number } = await placedOrder(owner, {
    lines: [{ productId: SAMPLE_PRODUCT, quantity: 1 }],
  });

  await openAs(page, 'beheerder', `/beheer/bestellingen/${encodeURIComponent(id)}`);
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
  await expect(message).toContainText(owner.email);
  await expect(message.locator('pre')).toContainText(
    `De status van je bestelling ${number} is nu: In behandeling.`,
  );
  const html = page.frameLocator(`iframe[title="HTML van het bericht ${subject}"]`);
  await expect(html.getByRole('link', { name: 'Bestelling bekijken' })).toBeVisible();
});

test('a user turns off e-mail about status changes in Instellingen; it stays off', async ({
  page,
}) => {
  await openAs(page, (await freshFirm()).owner, '/settings');
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
