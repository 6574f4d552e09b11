import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { formatIban, SELLER } from '../../src-shared/domain/seller';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src-server/seed/accounts';
import { pdfText } from '../fixtures/pdf-text';
import { idToken, type FreshAccount } from './fresh-firm';
import { acceptAsHomeowner } from './offerte-steps';

/**
 * The steps of the installer's customer channel (issue 34): the firm's details, an offerte to
 * a homeowner, the mail as the catcher got it, the acceptance on a phone, the firm's own
 * invoices. Each step is small, so the whole job (installation, ISDE dossier, warranty card)
 * can be added step by step.
 */

const port = Number(process.env.E2E_PORT ?? 5190);
const api = `http://127.0.0.1:${port}/api`;

/** The portal's own KvK, btw-id and IBAN (the seller of its invoices to firms): never to a homeowner. */
export const PORTAL_DETAILS = [
  SELLER.kvkNumber,
  SELLER.btwId,
  SELLER.iban,
  formatIban(SELLER.iban),
];

export function expectNoPortalDetails(text: string, where: string) {
  for (const detail of PORTAL_DETAILS)
    expect(text, `${where} noemt ${detail}`).not.toContain(detail);
}

export interface Installer {
  tradeName: string;
  address: string;
  kvkNumber: string;
  btwId: string;
  iban: string;
  email: string;
  phone: string;
}

/** `€ 1.234,56` (or `-€ 12,00`) → cents. */
export function centsOf(text: string): number {
  const cents = Number(text.replace(/[^\d]/g, ''));
  return /[-−]/.test(text) ? -cents : cents;
}

/** A call to the portal's API with a member's token; throws on anything but 2xx. */
export async function apiCall<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  const type = answer.headers.get('content-type') ?? '';
  return (
    type.includes('json') ? await answer.json() : new Uint8Array(await answer.arrayBuffer())
  ) as T;
}

export const tokenOf = (account: FreshAccount) => idToken(account.email, account.password);

async function adminToken(): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((account) => account.uid === 'demo-beheerder');
  if (!admin) throw new Error('Geen demo-beheerder');
  return idToken(admin.email, DEMO_PASSWORD);
}

/** `Gegevens voor offertes`, typed and saved by the owner on its page. */
export async function saveBusinessDetails(page: Page, installer: Installer, depositPercent = 30) {
  await page.goto('/settings/bedrijfsgegevens');
  const form = page.getByRole('form', { name: 'Bedrijfsgegevens' });
  await form.getByLabel('Handelsnaam', { exact: true }).fill(installer.tradeName);
  await form.getByLabel('Adres', { exact: true }).fill(installer.address);
  await form.getByLabel('KvK-nummer', { exact: true }).fill(installer.kvkNumber);
  await form.getByLabel('Btw-nummer', { exact: true }).fill(installer.btwId);
  await form.getByLabel('IBAN', { exact: true }).fill(installer.iban);
  await form.getByLabel('Telefoon', { exact: true }).fill(installer.phone);
  await form.getByLabel('E-mailadres', { exact: true }).fill(installer.email);
  await form.getByLabel('Aanbetaling (%)', { exact: true }).fill(String(depositPercent));
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Je bedrijfsgegevens zijn opgeslagen.')).toBeVisible();
}

/** A client with an e-mail address and an offerte with `lines` for them; answers its id. */
export async function offerteForNewClient(
  token: string,
  client: { name: string; email: string },
  lines: { description: string; quantity: number; unitPriceCents: number; vatRate: number }[],
): Promise<string> {
  const made = await apiCall<{ id: string }>(token, 'POST', '/clients', {
    name: client.name,
    address: 'Esdoornlaan 7',
    postcode: '3581 AB',
    city: 'Utrecht',
    email: client.email,
    phone: '',
  });
  const offerte = await apiCall<{ id: string }>(token, 'POST', '/offertes', {
    from: 'blanco',
    clientId: made.id,
  });
  await apiCall(token, 'PUT', `/offertes/${offerte.id}`, {
    clientId: made.id,
    clientTitle: 'Uw nieuwe warmtepomp',
    lines: lines.map((line) => ({ kind: 'vrij', ...line })),
    validUntil: '2099-12-31',
  });
  return offerte.id;
}

export interface CaughtMail {
  id: string;
  from: string;
  replyTo?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

/** The message the local catcher received under `subject` (the outbox sends within seconds). */
export async function caughtMail(subject: string): Promise<CaughtMail> {
  const token = await adminToken();
  let found: { id: string } | undefined;
  await expect(async () => {
    const list = await apiCall<{ items: { id: string; subject: string }[] }>(
      token,
      'GET',
      '/admin/mail/received?limit=100',
    );
    found = list.items.find((item) => item.subject === subject);
    expect(found, `nog geen bericht „${subject}”`).toBeDefined();
  }).toPass({ timeout: 45_000 });
  return apiCall<CaughtMail>(token, 'GET', `/admin/mail/received/${found?.id ?? ''}`);
}

/** The text of a caught mail's attachment that is a PDF. */
export async function caughtPdfText(mail: CaughtMail, index = 0): Promise<string> {
  const bytes = await apiCall<Uint8Array>(
    await adminToken(),
    'GET',
    `/admin/mail/received/${mail.id}/attachments/${index}`,
  );
  return pdfText(bytes);
}

/** The homeowner, logged out on a phone (375 px), accepts; answers what the page showed. */
export async function acceptOnPhone(browser: Browser, link: string, number: string) {
  return acceptAsHomeowner(browser, link, number, async () => {}, {
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
}

/** The list `Facturen aan klant` on the installer's offerte page. */
export const invoiceList = (page: Page) => page.getByRole('region', { name: 'Facturen aan klant' });

/** The row of one kind of invoice in that list (`Aanbetaling`, `Eindfactuur`). */
export const invoiceRow = (page: Page, kind: string): Locator =>
  invoiceList(page).getByRole('row').filter({ hasText: kind });

/** `Aanbetalingsfactuur maken` or `Eindfactuur maken`: answers the new invoice's number. */
export async function makeInvoice(page: Page, button: string, kind: string): Promise<string> {
  await invoiceList(page).getByRole('button', { name: button }).click();
  const row = invoiceRow(page, kind);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Open');
  return (await row.getByRole('cell').first().innerText()).trim();
}

/** The total incl. btw in an invoice's row, in cents. */
export async function rowTotal(page: Page, kind: string): Promise<number> {
  return centsOf(
    await invoiceRow(page, kind).locator('td[data-label="Totaal incl. btw"]').innerText(),
  );
}

/** The invoice's PDF as its row downloads it, as text. */
export async function invoicePdfText(page: Page, kind: string): Promise<string> {
  const download = page.waitForEvent('download');
  await invoiceRow(page, kind).getByRole('button', { name: 'Pdf' }).click();
  return pdfText(new Uint8Array(await readFile(await (await download).path())));
}

/** `Crediteren` on an invoice's row with a reason: answers the credit invoice's number. */
export async function creditInvoice(page: Page, kind: string, reason: string): Promise<string> {
  await invoiceRow(page, kind).getByRole('button', { name: 'Crediteren' }).click();
  const form = page.getByRole('form', { name: /^Creditfactuur voor / });
  await form.getByLabel('Reden van de creditfactuur').fill(reason);
  await form.getByRole('button', { name: 'Creditfactuur maken' }).click();
  const row = invoiceRow(page, 'Creditfactuur');
  await expect(row).toHaveCount(1);
  return (await row.getByRole('cell').first().innerText()).trim();
}

/** Registers the installed unit on the client's page; answers the installation's list item. */
export async function registerInstallation(
  page: Page,
  clientId: string,
  serial: string,
  installedOn: string,
): Promise<Locator> {
  await page.goto(`/clients/${clientId}`);
  await page.getByRole('button', { name: 'Installatie toevoegen' }).click();
  await page
    .getByLabel('Product', { exact: true })
    .selectOption({ label: 'Noordwind Aquaris monoblock 8 kW (NW-AW8-P)' });
  await page.getByLabel('Serienummer').fill(serial);
  await page.getByLabel('Installatiedatum').fill(installedOn);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  const installation = page.getByRole('listitem').filter({ hasText: serial });
  await expect(installation).toBeVisible();
  return installation;
}

/** On the dossier page: one photo of `kind` (`typeplaatje`, `buitenunit`, `binnenunit`). */
export async function uploadPhoto(page: Page, kind: string, label: string, png: Uint8Array) {
  await page.getByLabel('Wat staat op de foto').selectOption(kind);
  await page.getByLabel("Foto's", { exact: true }).setInputFiles({
    name: `${kind}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(png),
  });
  await expect(page.getByRole('img', { name: label })).toBeVisible();
}

/** Clicks a button that downloads a PDF; answers its bytes. */
export async function downloadedPdf(page: Page, trigger: Locator): Promise<Uint8Array> {
  const download = page.waitForEvent('download');
  await trigger.click();
  return new Uint8Array(await readFile(await (await download).path()));
}
