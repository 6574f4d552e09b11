import { expect, test } from '@playwright/test';
import { placeOrder } from './every-route';
import { freshFirm } from './fresh-firm';
import { listSettled, login, setOrderStatus, signedInPage } from './support';

test('a delivered order is open on /facturen until the back-office marks it paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two sign-ins, a checkout and the back-office
  const firm = await freshFirm();
  const { context, page: owner } = await signedInPage(browser, firm.owner);
  await owner.goto('/catalogus/nw-tb-trillingsdempers');
  await owner.getByRole('button', { name: 'In winkelwagen' }).click();
  const orderId = await placeOrder(owner);

  await login(page, 'beheerder');
  await page.goto(`/beheer/bestellingen/${encodeURIComponent(orderId)}`);
  const head = page.locator('.order-head');
  await setOrderStatus(page, 'in_behandeling');
  await expect(head).toContainText('In behandeling');
  await setOrderStatus(page, 'verzonden', ['DPD', '05212345678901']);
  await expect(head).toContainText('Verzonden');
  await page.getByRole('button', { name: 'Levering 1 geleverd' }).click();
  await expect(head).toContainText('Geleverd');

  await owner.goto('/facturen');
  await listSettled(owner);
  const total = owner.getByRole('status', { name: 'Totaal openstaand' });
  await expect(total).toContainText('1 openstaande factuur');
  const row = owner.getByRole('row', { name: /F-\d{4}-\d{6}/ });
  await expect(row).toContainText('Openstaand');

  // The back-office finds the firm by name and opens its invoices.
  await page.goto(`/beheer/bedrijven?q=${encodeURIComponent(firm.name)}`);
  await page.getByRole('link', { name: `Facturen en openstaande posten van ${firm.name}` }).click();
  await expect(page.getByRole('status', { name: 'Totaal openstaand' })).toContainText(
    '1 openstaande factuur',
  );
  await page.getByRole('button', { name: 'Markeer als betaald' }).click();
  await page.getByRole('button', { name: 'Betaling vastleggen' }).click();
  await expect(page.getByRole('status', { name: 'Totaal openstaand' })).toContainText(
    'geen openstaande facturen',
  );

  await owner.reload();
  await listSettled(owner);
  await expect(owner.getByRole('row', { name: /F-\d{4}-\d{6}/ })).toContainText('Betaald');
  await expect(owner.getByRole('status', { name: 'Totaal openstaand' })).toContainText('€ 0,00');
  await context.close();
});
