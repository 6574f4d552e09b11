import { expect, test } from '@playwright/test';
import { placeOrder } from './every-route';
import { freshFirm } from './fresh-firm';
import { openAs, signedInPage } from './support';

test('a backorder is ordered, shipped in part with a checked code, followed and corrected', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // two sign-ins, a checkout and the back-office
  const { owner } = await freshFirm({ discount: 10 });
  const { context, page: installer } = await signedInPage(browser, owner);

  // The 12 kW heat pump is out of stock but orderable: it follows as a backorder.
  await installer.goto('/catalogus/nw-aw12');
  await expect(installer.getByText(/^Nalevering · Verwacht \d{1,2} [a-z]+$/)).toBeVisible();
  await installer.getByRole('button', { name: 'In winkelwagen' }).click();
  await installer.goto('/catalogus/nw-tb-trillingsdempers');
  await expect(installer.getByText('Op voorraad', { exact: true })).toBeVisible();
  await installer.getByRole('button', { name: 'In winkelwagen' }).click();
  await installer.goto('/cart');
  const pumpLine = installer.getByRole('row', { name: /Aquaris.*12/ });
  await expect(pumpLine).toContainText(/Nalevering: 1 van 1, verwacht \d{1,2} [a-z]+ \d{4}/);
  const orderId = await placeOrder(installer);
  await expect(installer.getByRole('row', { name: /Aquaris.*12/ })).toContainText(
    'Nalevering: 1 van 1',
  );

  await openAs(page, 'beheerder', `/beheer/bestellingen/${encodeURIComponent(orderId)}`);
  await page.getByLabel('Nieuwe status', { exact: true }).selectOption('in_behandeling');
  await page.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(page.locator('.order-head')).toContainText('In behandeling');

  // Only the dampers go now; the heat pump follows later.
  await page.getByLabel('Nieuwe status', { exact: true }).selectOption('verzonden');
  await page
    .getByRole('row', { name: /NW-AW12/ })
    .getByRole('checkbox', { name: 'Deze levering' })
    .uncheck();
  await page.getByLabel('Vervoerder', { exact: true }).selectOption('DPD');
  await page.getByLabel('Track-and-tracecode', { exact: true }).fill('3SWARM0012345');
  await page.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(
    page.getByText('Deze code past niet bij DPD: verwacht 14 cijfers (05212345678901).'),
  ).toBeVisible();
  await page.getByLabel('Track-and-tracecode', { exact: true }).fill('0521 2345 6789 01');
  await page.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(page.locator('.order-head')).toContainText('Verzonden');
  // The heat pump is still to ship: the next step is a further shipment, not Geleverd.
  await expect(page.getByLabel('Nieuwe status', { exact: true })).toHaveValue('verzonden');
  await expect(page.getByRole('checkbox', { name: 'Deze levering' })).toHaveCount(1);

  await installer.reload();
  const follow = installer.getByRole('link', { name: /^Volg je zending/ });
  await expect(follow).toHaveAccessibleName('Volg je zending bij DPD');
  await expect(follow).toHaveAttribute(
    'href',
    'https://tracking.dpd.de/status/nl_NL/parcel/05212345678901',
  );
  await expect(installer.getByText('Track-and-trace: 05212345678901')).toBeVisible();

  // A typo in the code is corrected afterwards; the log keeps the change.
  await page.getByRole('button', { name: 'Track-and-trace van levering 1 wijzigen' }).click();
  await page.getByLabel('Track-and-tracecode levering 1').fill('05212345678902');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('05212345678901 → 05212345678902')).toBeVisible();
  await installer.reload();
  await expect(installer.getByRole('link', { name: 'Volg je zending bij DPD' })).toHaveAttribute(
    'href',
    /05212345678902$/,
  );
  await context.close();
});
