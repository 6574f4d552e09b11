import { expect, test } from '@playwright/test';
import { login, submitLogin } from './support';

const publicPages: [string, string][] = [
  ['/', 'Warmtepompen voor vakmensen'],
  ['/products', 'Producten'],
  ['/catalogus', 'Catalogus'],
  ['/warmtepompen', 'Warmtepompen'],
  ['/over-ons', 'Over ons'],
  ['/contact', 'Contact'],
  ['/dealer-worden', 'Dealer worden'],
  ['/login', 'Inloggen'],
];

const protectedPages: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/orders', 'Bestellingen'],
  ['/calculator', 'Calculator'],
  ['/support', 'Klantenservice'],
  ['/downloads', 'Documenten'],
  ['/settings', 'Instellingen'],
  ['/clients', 'Klanten'],
  ['/cart', 'Winkelwagen'],
];

test.describe('public routes', () => {
  for (const [path, heading] of publicPages) {
    test(`${path} shows "${heading}" to a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('/shop redirects to /catalogus', async ({ page }) => {
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/catalogus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeVisible();
  });

  test('any other path shows the not-found page', async ({ page }) => {
    await page.goto('/bestaat-niet/echt-niet');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Naar de startpagina', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('protected routes', () => {
  for (const [path] of protectedPages) {
    test(`${path} sends a visitor to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    });
  }

  test('every protected page opens for a logged-in user', async ({ page }) => {
    await login(page, 'installateur');
    for (const [path, heading] of protectedPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('after login the user lands on the page they asked for', async ({ page }) => {
    await page.goto('/downloads');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, 'installateur@warmteportaal.test', 'Warmte2026!');
    await expect(page).toHaveURL(/\/downloads$/);
  });
});

test.describe('shared behaviour', () => {
  test('a lazily loaded page shows the spinner with Laden... while it loads', async ({ page }) => {
    await page.goto('/');
    // The page's code is held back until the spinner has been seen, then let through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/over-ons-.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Over ons' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Laden...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
  });

  test('the view scrolls to the top on every path change', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 500 });
    await page.goto('/dealer-worden');
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer worden' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: 'Voettekst' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('shows whether the portal is online, and says so clearly when it is not', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const pill = page.getByRole('status').filter({ hasText: /^(Online|Offline)$/ });
    await expect(pill).toHaveText('Online');
    await context.setOffline(true);
    await expect(pill).toHaveText('Offline');
    await expect(page.getByRole('alert')).toContainText('Je bent offline.');
    await context.setOffline(false);
    await expect(pill).toHaveText('Online');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('tells the user when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(
      'Warmteportaal is op dit moment niet bereikbaar. Controleer de verbinding; we proberen het automatisch opnieuw.',
    );
  });

  test('the service worker file is served for the web build', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toContain('javascript');
  });
});
