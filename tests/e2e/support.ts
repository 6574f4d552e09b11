import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/seed/accounts';
import { CART_STORAGE_KEY } from '../../src-shared/domain/keys';
import { emptyServerCart, type FreshAccount } from './fresh-firm';

export type DemoRole = 'installateur' | 'inkoper' | 'monteur' | 'nieuw' | 'dealer' | 'beheerder';
/** What signs an account in: a fresh firm's account, or one a test made itself. */
export type SignIn = Pick<FreshAccount, 'email' | 'password'>;

export function account(role: DemoRole) {
  const found = DEMO_ACCOUNTS.find((a) => a.uid === `demo-${role}`);
  if (!found) throw new Error(`No demo account ${role}`);
  return found;
}

/** A second person, signed in in a browser context of their own (close it when done). */
export async function signedInPage(browser: Browser, who: DemoRole | SignIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, who);
  return { context, page };
}

/** Signs in as a demo role, or as an account of a test's own firm (`freshFirm`) or its own. */
export async function login(
  page: Page,
  who: DemoRole | SignIn,
  password = typeof who === 'string' ? DEMO_PASSWORD : who.password,
): Promise<void> {
  await page.goto('/login');
  // The cart follows the user: a demo account shared by many tests starts each new browser
  // with an empty cart, as a browser of its own always gave it. A second sign-in in the same
  // browser finds the copy it kept and leaves the cart alone.
  if (typeof who === 'string') {
    const owner = account(who).uid;
    const kept = await page.evaluate(
      (key) => window.localStorage.getItem(key) !== null,
      `${CART_STORAGE_KEY}:${owner}`,
    );
    if (!kept) await emptyServerCart(account(who).email, password);
  }
  await submitLogin(page, typeof who === 'string' ? account(who).email : who.email, password);
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
}

/** Fills in the sign-in form and sends it; what follows is the test's to check. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/**
 * Signs out and waits until that has finished: until then /login still sees the old session
 * and sends the visitor on. Right after a password change the Auth SDK first settles the
 * account's new token, which took over 10 s once under the full run's load (`timeout`).
 */
export async function logout(page: Page, { timeout }: { timeout?: number } = {}) {
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await signedOut(page, timeout);
}

/** Waits for the header's `Inloggen`: the session is gone. */
export async function signedOut(page: Page, timeout?: number) {
  await expect(page.getByRole('link', { name: 'Inloggen', exact: true })).toBeVisible({ timeout });
}

/** Signs in as `role` and opens `path`, as a person who types the address after signing in. */
export async function openAs(page: Page, who: DemoRole | SignIn, path: string): Promise<void> {
  await login(page, who);
  await page.goto(path);
}

/** Follows a link of the `Mijn portaal` menu and waits for its page's heading of that name. */
export async function openFromMenu(page: Page, link: string, { exact = false } = {}) {
  await page
    .getByRole('navigation', { name: 'Mijn portaal' })
    .getByRole('link', { name: link, exact })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/**
 * Searches the back-office order list for `term` and opens the one order it finds. Until the
 * search's answer is in, the list may still show every order: this waits for exactly one.
 */
export async function openOnlyOrderFound(page: Page, term: string) {
  await page.getByLabel('Zoeken').fill(term);
  await page.getByLabel('Zoeken').press('Enter');
  await listSettled(page);
  const found = page.getByRole('link', { name: /WP-\d{4}-\d{6}/ });
  await expect(found).toHaveCount(1);
  await found.click();
}

/** Waits until no paged list on the page is loading a new answer (`aria-busy`). */
export async function listSettled(page: Page) {
  await expect(page.locator('.paged-list[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Waits until the generated service worker serves this page: the first visit installs it,
 * from the next load on it answers (the app's code, and the data it keeps for offline use).
 */
export async function servedByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The back-office moves the order on; `verzonden` ships the checked lines with this code. */
export async function setOrderStatus(
  page: Page,
  status: string,
  tracking?: [carrier: string, code: string],
) {
  await page.getByLabel('Nieuwe status', { exact: true }).selectOption(status);
  if (tracking) {
    await page.getByLabel('Vervoerder', { exact: true }).selectOption(tracking[0]);
    await page.getByLabel('Track-and-tracecode', { exact: true }).fill(tracking[1]);
  }
  await page.getByRole('button', { name: 'Status wijzigen' }).click();
}

/**
 * A client as the Nieuwe klant form takes it: at Lindelaan 7 in Deventer unless said otherwise;
 * e-mail and phone are filled in when given.
 */
export interface NewClient {
  name: string;
  address?: string;
  postcode?: string;
  city?: string;
  email?: string;
  phone?: string;
}

/** Fills in the open Nieuwe klant form. */
export async function fillClient(page: Page, client: NewClient): Promise<void> {
  await page.getByLabel('Naam', { exact: true }).fill(client.name);
  await page.getByLabel('Adres', { exact: true }).fill(client.address ?? 'Lindelaan 7');
  await page.getByLabel('Postcode').fill(client.postcode ?? '7411 AB');
  await page.getByLabel('Plaats').fill(client.city ?? 'Deventer');
  if (client.email !== undefined) await page.getByLabel('E-mailadres').fill(client.email);
  if (client.phone !== undefined) await page.getByLabel('Telefoon').fill(client.phone);
}

/** Registers a client from the Klanten page that is open and waits for the client's page. */
export async function newClient(page: Page, client: NewClient): Promise<void> {
  await page.getByRole('button', { name: 'Nieuwe klant' }).click();
  await fillClient(page, client);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: client.name })).toBeVisible();
}
