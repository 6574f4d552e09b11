import { expect, test } from '@playwright/test';
import { deliveredOrder, freshFirm, madeClient, placedOrder } from './fresh-firm';
import { openAs } from './support';

test('a heat pump of a delivered order is registered with product, client and date filled in, and earns 1.000 spaarpunten', async ({
  page,
}) => {
  // A dealer's firm of its own with a delivered heat pump for its client.
  const { owner } = await freshFirm({ role: 'dealer' });
  const client = await madeClient(owner, { name: 'Familie van Dijk' });
  await deliveredOrder(
    await placedOrder(owner, {
      lines: [{ productId: 'nw-aw8', quantity: 1 }],
      reference: 'Project Kastanjelaan',
      clientId: client.id,
    }),
  );
  await openAs(page, owner, '/orders?status=geleverd');
  await page
    .getByRole('row', { name: /Project Kastanjelaan/ })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByText('Voor klant:')).toBeVisible();

  const installations = page.getByRole('region', { name: 'Installaties' });
  await installations
    .getByRole('button', { name: 'Installatie registreren', exact: true })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Installatie toevoegen' });
  await expect(form.getByLabel('Product', { exact: true })).toHaveValue('nw-aw8');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(),
  );
  await expect(form.getByLabel('Installatiedatum')).toHaveValue(today);

  // A date in the future is refused in Dutch; the serial number is required.
  await form.getByLabel('Installatiedatum').fill('2030-01-01');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Vul het serienummer in.')).toBeVisible();
  await form.getByLabel('Serienummer').fill('AW8-E2E-0001');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('De installatiedatum kan niet in de toekomst liggen.')).toBeVisible();
  await form.getByLabel('Installatiedatum').fill(today);
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('1.000 spaarpunten bijgeschreven')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('row', { name: /Installatie geregistreerd WP-/ })).toContainText(
    '+1.000',
  );
  await page.goto('/clients');
  await page
    .getByRole('link', { name: /van Dijk/ })
    .first()
    .click();
  await expect(page.getByRole('listitem').filter({ hasText: 'AW8-E2E-0001' })).toBeVisible();
});
