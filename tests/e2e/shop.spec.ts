import { expect, test, type Page } from '@playwright/test';
import { freshFirm } from './fresh-firm';
import { login, openAs } from './support';

async function addFromProductPage(page: Page, query: string, name: string, quantity: number) {
  await page.goto(`/catalogus?q=${encodeURIComponent(query)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByLabel('Aantal').fill(String(quantity));
  await page.getByRole('button', { name: 'In winkelwagen' }).click();
}

test('search, filters and sort live in the URL', async ({ page }) => {
  await page.goto('/catalogus');
  await page.getByLabel('Zoeken').fill('brisa');
  await expect(page).toHaveURL(/q=brisa/);
  await expect(page.getByRole('status').filter({ hasText: 'producten' })).toHaveText('6 producten');
  await page.getByLabel('Sorteren').selectOption('prijs-aflopend');
  await expect(page).toHaveURL(/sorteer=prijs-aflopend/);
  await expect(page.getByRole('article').first()).toContainText(
    'Brisa multi-split buitendeel 7,9 kW',
  );
  await page.getByLabel('Alleen op voorraad').check();
  await expect(page).toHaveURL(/voorraad=ja/);

  // A shared link shows the same selection.
  await page.goto('/catalogus?categorie=boilers-buffervaten&sorteer=prijs-oplopend');
  await expect(page.getByLabel('Categorie')).toHaveValue('boilers-buffervaten');
  await expect(page.getByRole('article').first()).toContainText('buffervat 50 liter');
  await page.getByLabel('Zoeken').fill('geen-product-met-deze-naam');
  await expect(page.getByText('Geen producten gevonden.')).toBeVisible();
});

test('a product page shows specifications, documents and prices', async ({ page }) => {
  await page.goto('/catalogus/nw-bw8');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Noordwind Terra bodemwarmtepomp 8 kW' }),
  ).toBeVisible();
  // Each fact once, from the heat pump's data: SCOP at 35 °C, sound power, no "Geluid".
  await expect(page.getByRole('row', { name: /SCOP \(35 °C\)/ })).toContainText('5,3');
  await expect(page.getByRole('rowheader', { name: 'SCOP', exact: true })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'Geluid', exact: true })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Koudemiddel/ })).toContainText('R454C (GWP 148)');
  await expect(page.getByRole('row', { name: /Garantie/ })).toContainText('10 jaar');
  // What fits it, set in the back-office: a visitor sees it, without buying.
  const fitting = page.getByRole('region', { name: 'Past bij' });
  await expect(
    fitting.getByRole('link', { name: 'Noordwind Vulstation bodemcollector' }),
  ).toBeVisible();
  await expect(fitting.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Productblad NW-BW8/ })).toBeVisible();
  await expect(page.getByText('Adviesprijs excl. btw')).toBeVisible();
  await expect(page.getByText('Log in om je eigen prijs te zien en te bestellen.')).toBeVisible();
  await page.goto('/catalogus/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});

test('a heat pump page lists what fits it under Past bij, each added to the cart', async ({
  page,
}) => {
  await openAs(page, (await freshFirm({ discount: 10 })).owner, '/catalogus/nw-aw8');
  const fitting = page.getByRole('region', { name: 'Past bij' });
  await expect(fitting.getByRole('heading', { name: 'Past bij', exact: true })).toBeVisible();
  await expect(fitting.getByRole('listitem')).toHaveCount(7);
  await fitting
    .getByRole('button', {
      name: 'Toevoegen Noordwind Wandconsole voor buitendeel aan winkelwagen',
    })
    .click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (1)' })).toBeVisible();
  await fitting
    .getByRole('button', { name: 'Toevoegen Noordwind Magnetisch vuilfilter 1" aan winkelwagen' })
    .click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (2)' })).toBeVisible();
});

test('checkout with delivery: amounts to the cent, order page, PDF, print and reorder', async ({
  page,
}) => {
  // The demo installer's discount and points, in a firm of its own: nobody else orders there.
  await login(page, (await freshFirm({ discount: 10, points: 2450 })).owner);
  // Aquaris 8 kW: installer price € 6.145,00, −10 % = € 5.530,50 per piece.
  await addFromProductPage(page, 'NW-AW8', 'Noordwind Aquaris monoblock 8 kW', 2);
  await expect(page.getByRole('link', { name: 'Winkelwagen (2)' })).toBeVisible();

  await page.getByRole('link', { name: 'Winkelwagen (2)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winkelwagen' })).toBeVisible();
  await page.getByRole('button', { name: 'Eén meer Noordwind Aquaris monoblock 8 kW' }).click();
  await expect(page.getByRole('link', { name: 'Winkelwagen (3)' })).toBeVisible();
  // 3 × € 5.530,50 = € 16.591,50; btw 21 % € 3.484,22; total € 20.075,72; free delivery.
  await expect(page.getByTestId('total-incl-vat')).toHaveText('€ 20.075,72');
  await expect(page.getByText('Je spaart 16.591 punten')).toBeVisible();

  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await page.getByLabel('Afleveradres').fill('Kanaalweg 12, 3526 KL Utrecht');
  await page.getByLabel('Jouw referentie (projectnaam of inkoopnummer)').fill('Project Lindelaan');
  await page.getByLabel(/Spaarpunten inwisselen/).fill('2400');
  await page.getByRole('button', { name: 'Controleren' }).click();
  // € 16.591,50 − € 24,00 = € 16.567,50; btw € 3.479,18; total € 20.046,68.
  await expect(page.getByTestId('total-incl-vat')).toHaveText('€ 20.046,68');
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: /Bestelling WP-\d{4}-\d{6}/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winkelwagen (0)' })).toBeVisible();
  await expect(page.getByText('Referentie: Project Lindelaan')).toBeVisible();
  await expect(page.getByTestId('total-incl-vat')).toHaveText('€ 20.046,68');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Orderbevestiging (pdf)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^WP-\d{4}-\d{6}\.pdf$/);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Opnieuw bestellen' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Opnieuw bestellen' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: 'Winkelwagen (3)' })).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByRole('row', { name: /Project Lindelaan/ })).toContainText('Ontvangen');
  await page.getByLabel('Status').selectOption('geleverd');
  await expect(page.getByText('Geen bestellingen met deze status.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText(/Ingewisseld bij bestelling WP-/)).toBeVisible();
});

test('checkout with pickup at the counter, and out-of-stock products cannot be added', async ({
  page,
}) => {
  await openAs(
    page,
    (await freshFirm({ role: 'dealer', discount: 15 })).owner,
    '/catalogus?q=wifi',
  );
  await expect(
    page
      .getByRole('article', { name: /Wifi-module/ })
      .getByRole('button', { name: 'In winkelwagen' }),
  ).toBeDisabled();

  await addFromProductPage(page, 'trillingsdempers', 'Noordwind Trillingsdempers set van 4', 4);
  await page.goto('/cart');
  // 4 × (installer price € 20,00 − 15 %) = 4 × € 17,00 = € 68,00 + € 29,95 delivery
  // = € 97,95 + btw € 20,57.
  await expect(page.getByTestId('total-incl-vat')).toHaveText('€ 118,52');
  await page.getByLabel('Afhalen aan de balie').check();
  // € 68,00 + btw € 14,28.
  await expect(page.getByTestId('total-incl-vat')).toHaveText('€ 82,28');
  await page.getByRole('link', { name: 'Verder naar afrekenen' }).click();
  await expect(page.getByLabel('Afhalen aan de balie')).toBeChecked();
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Bestelling WP-/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Levering' })).toContainText(
    'Afhalen aan de balie',
  );
  await expect(page.getByRole('list', { name: 'Status van de bestelling' })).toContainText(
    'Klaar voor afhalen',
  );
});

test('the cart flags lines that went out of stock or changed price', async ({ page }) => {
  const { owner, ownerId } = await freshFirm();
  await login(page, owner);
  const product = async (id: string) => (await page.request.get(`/api/products/${id}`)).json();
  const wifi = await product('nw-tb-wifimodule');
  const pomp = await product('nw-aw6');
  await page.evaluate(({ key, items }) => localStorage.setItem(key, JSON.stringify(items)), {
    key: `warmteportaal-cart:${ownerId}`,
    items: [
      // Read without a token: the advice price (visitors never get the trade price).
      { ...wifi, quantity: 1 },
      { ...pomp, price: 100, quantity: 1 },
    ],
  });
  await page.goto('/cart');
  await expect(
    page.getByText('Noordwind Wifi-module voor Aquaris en Terra is niet op voorraad.'),
  ).toBeVisible();
  await expect(page.getByText(/Prijs gewijzigd: was €\s1,00, nu €\s5\.080,00\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verder naar afrekenen' })).toHaveCount(0);
  await page
    .getByRole('button', { name: 'Verwijderen Noordwind Wifi-module voor Aquaris en Terra' })
    .click();
  await expect(page.getByRole('link', { name: 'Verder naar afrekenen' })).toBeVisible();
  await page.getByRole('button', { name: 'Winkelwagen legen' }).click();
  await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
  await page.getByRole('link', { name: 'Naar de catalogus' }).click();
  await expect(page).toHaveURL(/\/catalogus$/);
});
