import { expect, test, type Browser } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { freshFirm, placedOrder } from './fresh-firm';
import { login, openAs, openOnlyOrderFound, signedInPage } from './support';

/** Follows a set-password link in a fresh browser, as the new user would. */
async function setPasswordThroughLink(browser: Browser, link: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal het wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByText('Je wachtwoord is ingesteld.')).toBeVisible();
  return { context, page };
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('only admins see Beheer; others get "Geen toegang" and no back-office data', async ({
  page,
}) => {
  await login(page, 'installateur');
  await expect(page.getByRole('link', { name: 'Beheer' })).toHaveCount(0);
  await page.goto('/beheer/gebruikers');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
  await expect(page.getByText('beheer@warmteportaal.test')).toHaveCount(0);
});

test('an admin creates a product and finds it in the public catalogue', async ({ page }) => {
  const model = `E2E-${unique()}`;
  await login(page, 'beheerder');
  await page.getByRole('link', { name: 'Beheer' }).click();
  await page
    .getByRole('navigation', { name: 'Beheer' })
    .getByRole('link', { name: 'Producten' })
    .click();
  await page.getByRole('link', { name: 'Nieuw product' }).click();
  await page.getByLabel('Naam').fill(`Testpomp ${model}`);
  await page.getByLabel('Typenummer').fill(model);
  await page.getByLabel('Categorie', { exact: true }).selectOption('hybride');
  await page.getByLabel('Adviesprijs').fill('1.234,50');
  await page.getByLabel('Installateursprijs').fill('1.100');
  await page.getByLabel('Op voorraad').check();
  // Its heat-pump data and what fits it (issue 36).
  await page.getByLabel('Dit product is een warmtepomp').check();
  for (const [label, value] of [
    ['Nominaal vermogen (kW)', '5'],
    ['Vermogen bij ontwerppunt, 35 °C (kW)', '4,2'],
    ['SCOP bij 35 °C', '4,6'],
    ['Geluidsvermogen (dB(A))', '55'],
    ['Garantie (jaren)', '6'],
    ['Koudemiddel', 'R290'],
    ['GWP koudemiddel', '3'],
    ['Hoogte (mm)', '760'],
    ['Breedte (mm)', '840'],
    ['Diepte (mm)', '330'],
    ['Past bij', 'nw-tb-wandconsole, nw-tb-thermostaat'],
  ] as const)
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Fase', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Testpomp ${model}` })).toBeVisible();
  await expect(page.getByText('aangemaakt')).toBeVisible();
  await expect(page.getByLabel('Hoogte (mm)')).toHaveValue('760');

  await page.goto(`/catalogus/${model.toLowerCase()}`);
  await expect(page.getByRole('row', { name: /^Fase/ })).toContainText('3-fase (400 V)');
  await expect(page.getByRole('row', { name: /^Garantie/ })).toContainText('6 jaar');
  await expect(page.getByRole('region', { name: 'Past bij' }).getByRole('listitem')).toHaveCount(2);

  await page.goto(`/catalogus?q=${model}`);
  const card = page.getByRole('article', { name: new RegExp(`Testpomp ${model}`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('€ 1.234,50');
});

test("setting an installer's discount changes their Jouw prijs", async ({ page, browser }) => {
  const email = `korting-${unique()}@warmteportaal.test`;
  await openAs(page, 'beheerder', '/beheer/gebruikers');
  await page.getByRole('button', { name: 'Nieuwe gebruiker' }).click();
  await page.getByLabel('Voornaam').fill('Karin');
  await page.getByLabel('Achternaam').fill('Korting');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  const link = await page.getByRole('link', { name: /wachtwoord-instellen/ }).getAttribute('href');
  expect(link).toBeTruthy();

  const installer = await setPasswordThroughLink(browser, link ?? '', 'KortingTest1!');
  await login(installer.page, { email, password: 'KortingTest1!' });
  // Aquaris 8 kW: installer price € 6.145,00.
  await installer.page.goto('/catalogus/nw-aw8');
  const own = installer.page.locator('.price-main dd');
  await expect(own).toHaveText('€ 6.145,00');

  await page.getByLabel('Zoeken').fill(email);
  await page.getByLabel('Zoeken').press('Enter');
  await page.getByRole('link', { name: 'Karin Korting' }).click();
  await page.getByLabel('Korting (%)').fill('20');
  await page.getByLabel('Rol', { exact: true }).selectOption('installer');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Korting: 0% → 20%')).toBeVisible();

  await installer.page.reload();
  await expect(own).toHaveText('€ 4.916,00');
  await installer.context.close();
});

test('an admin moves an order on; the customer sees the status and track-and-trace', async ({
  page,
  browser,
}) => {
  // A dealer's own order, found by its reference as the back-office would.
  const { owner } = await freshFirm({ role: 'dealer' });
  const reference = `Project Bosrand ${randomUUID().slice(0, 8)}`;
  const { number } = await placedOrder(owner, {
    lines: [{ productId: 'nw-aw8', quantity: 1 }],
    reference,
  });
  await openAs(page, 'beheerder', '/beheer/bestellingen');
  await openOnlyOrderFound(page, reference);
  await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${number}` })).toBeVisible();
  await page.getByLabel('Nieuwe status', { exact: true }).selectOption('in_behandeling');
  await page.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(page.locator('.order-head')).toContainText('In behandeling');
  await page.getByLabel('Nieuwe status', { exact: true }).selectOption('verzonden');
  // Other specs order the same demo unit: when stock ran out at placement the line waits as a
  // backorder and starts unticked; this shipment takes it.
  await page.getByRole('checkbox', { name: 'Deze levering' }).check();
  await page.getByLabel('Track-and-tracecode').fill('3SE2E7654321');
  await page.getByRole('button', { name: 'Status wijzigen' }).click();
  await expect(page.locator('.order-head')).toContainText('Verzonden');
  await expect(page.getByLabel('Nieuwe status')).toHaveValue('geleverd');

  const { context, page: dealer } = await signedInPage(browser, owner);
  await dealer.goto('/orders');
  await dealer.getByRole('link', { name: number }).click();
  await expect(
    dealer.getByRole('heading', { level: 1, name: `Bestelling ${number}` }),
  ).toBeVisible();
  await expect(dealer.getByText('Track-and-trace: 3SE2E7654321')).toBeVisible();
  await expect(dealer.locator('.order-head')).toContainText('Verzonden');
  await context.close();
});

test('a dealer application is approved and the new dealer logs in', async ({ page, browser }) => {
  const id = unique();
  const email = `dealer-${id}@warmteportaal.test`;
  const company = `E2E Dealer ${id}`;
  await page.goto('/dealer-worden');
  await page.getByLabel('Bedrijfsnaam').fill(company);
  await page.getByLabel('KvK-nummer').fill('1234');
  await page.getByLabel('Btw-nummer').fill('NL004495445B01');
  await page.getByLabel('Contactpersoon').fill('Dirk Dealer');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Telefoon').fill('030 123 45 67');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByText('Een KvK-nummer bestaat uit precies 8 cijfers.')).toBeVisible();
  await page.getByLabel('KvK-nummer').fill('12345678');
  await page.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ontvangen' })).toBeVisible();

  await openAs(page, 'beheerder', '/beheer/aanvragen');
  const card = page.getByRole('article', { name: company });
  await card.getByLabel('Dealerkorting (%)').fill('18');
  await card.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(page.getByText(`Account aangemaakt voor ${email}`)).toBeVisible();
  const link = await page.getByRole('link', { name: /wachtwoord-instellen/ }).getAttribute('href');

  const dealer = await setPasswordThroughLink(browser, link ?? '', 'DealerTest1!');
  await login(dealer.page, { email, password: 'DealerTest1!' });
  await dealer.page.goto('/dashboard');
  await expect(
    dealer.page.getByRole('region', { name: 'Mijn profiel' }).getByText('Dealer', { exact: true }),
  ).toBeVisible();
  await dealer.context.close();
});

test('a CSV with one bad line writes nothing and shows the error; a good one imports', async ({
  page,
}) => {
  const id = unique();
  const header = 'naam;typenummer;categorie;adviesprijs;installateursprijs;op_voorraad';
  /** Opens the product import and chooses a CSV file with a row per price of pump B. */
  const importWithPriceB = async (priceB: string) => {
    const lines = [
      `Importpomp A ${id};IMP-A-${id};hybride;995,00;;ja`,
      `Importpomp B ${id};IMP-B-${id};hybride;${priceB};;ja`,
    ];
    await page.goto('/beheer/producten');
    await page.getByRole('button', { name: 'CSV importeren' }).click();
    await page.getByLabel('CSV-bestand').setInputFiles({
      name: 'producten.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${header}\r\n${lines.join('\r\n')}\r\n`, 'utf8'),
    });
  };
  await login(page, 'beheerder');
  await importWithPriceB('12.50');
  await expect(page.getByRole('row', { name: /^3 / })).toContainText('"12.50" is geen bedrag');
  await expect(page.getByText('Er is niets geïmporteerd.')).toBeVisible();
  await expect(page.getByRole('button', { name: /producten importeren/ })).toHaveCount(0);
  await page.goto(`/catalogus?q=${id}`);
  await expect(page.getByText('Geen producten gevonden.')).toBeVisible();

  await importWithPriceB('12,50');
  await page.getByRole('button', { name: '2 producten importeren' }).click();
  await expect(page.getByText('Import klaar: 2 nieuw, 0 bijgewerkt.')).toBeVisible();
  await page.goto(`/catalogus?q=${id}`);
  await expect(page.getByRole('article')).toHaveCount(2);
});
