import { expect, test } from '@playwright/test';
import { dutchDay } from '../../src-shared/domain/calendar';
import { formatIban } from '../../src-shared/domain/seller';
import { demoPhotoPng } from '../../src-server/seed/installation-demo';
import { pdfText } from '../fixtures/pdf-text';
import { freshFirm } from './fresh-firm';
import * as channel from './customer-channel-steps';
import { sendOfferte } from './offerte-steps';
import { login } from './support';

// A firm of its own, two browsers and the mail catcher: more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

/**
 * Issue 34, "Done when" (the installer's part): the offerte mailed in the installer's name with
 * its PDF, accepted on a phone, then the installer's deposit and final invoice; never the
 * portal's KvK, btw-id or IBAN in what the homeowner gets. Between the deposit and the final
 * invoice the unit is installed and registered; then the ISDE dossier names the final invoice
 * and holds the photos, and the warranty card is there.
 */
test('offerte mailed in the installer’s name → accepted on a phone → deposit → installation → final invoice minus the deposit → ISDE dossier → warranty card', async ({
  page,
  browser,
}) => {
  const firm = await freshFirm();
  const tag = firm.name.replace('Testbedrijf ', '');
  const installer: channel.Installer = {
    tradeName: `Bakker Warmte ${tag}`,
    address: 'Molenweg 3, 3511 AB Utrecht',
    kvkNumber: '12345678',
    btwId: 'NL004495445B01',
    iban: 'NL91ABNA0417164300',
    email: `info-${tag}@bakker.example`,
    phone: '030 123 4567',
  };
  const homeowner = { name: `Familie Smit ${tag}`, email: `smit-${tag}@thuis.example` };
  await login(page, firm.owner);
  await channel.saveBusinessDetails(page, installer, 30);
  const token = await channel.tokenOf(firm.owner);
  const offerteId = await channel.offerteForNewClient(token, homeowner, [
    { description: 'Warmtepomp 8 kW', quantity: 1, unitPriceCents: 812_345, vatRate: 21 },
    { description: 'Vloerisolatie', quantity: 37.5, unitPriceCents: 2_333, vatRate: 9 },
    { description: 'Installatie', quantity: 7.25, unitPriceCents: 6_001, vatRate: 21 },
  ]);

  // Versturen: the mail the homeowner gets, as the catcher received it.
  await page.goto(`/offertes/${offerteId}`);
  const number = (await page.getByRole('heading', { level: 1 }).innerText()).replace(
    'Offerte ',
    '',
  );
  const link = await sendOfferte(page, number);
  const mail = await channel.caughtMail(`Offerte ${number} van ${installer.tradeName}`);
  expect(mail.to).toContain(homeowner.email);
  expect(mail.from).toContain(`${installer.tradeName} via Warmteportaal`);
  expect(mail.from).toContain('@warmteportaal.test');
  expect(mail.replyTo).toBe(installer.email);
  expect(mail.attachments.map((file) => file.filename)).toEqual([`${number}.pdf`]);
  expect(mail.text).toContain(`KvK ${installer.kvkNumber}`);
  expect(mail.text).not.toContain('Instellingen in het portaal');
  channel.expectNoPortalDetails(`${mail.text}\n${mail.html}`, 'de offertemail');
  const offertePdf = await channel.caughtPdfText(mail);
  expect(offertePdf).toContain(formatIban(installer.iban));
  channel.expectNoPortalDetails(offertePdf, 'de pdf van de offerte');

  // The homeowner accepts on a phone, logged out; the page names none of the portal's details.
  const seen = await channel.acceptOnPhone(browser, link, number);
  channel.expectNoPortalDetails(seen.text, 'de pagina van de huiseigenaar');
  const confirmation = await channel.caughtMail(
    `Bevestiging: u hebt offerte ${number} van ${installer.tradeName} geaccepteerd`,
  );
  expect(confirmation.replyTo).toBe(installer.email);

  // The installer's own invoices: the deposit, then the final one minus the deposit.
  await page.reload();
  await expect(page.getByText(/Geaccepteerd door Eva Jansen/)).toBeVisible();
  const offerte = await channel.apiCall<{ totals: { totalInclVatCents: number } }>(
    token,
    'GET',
    `/offertes/${offerteId}`,
  );
  const depositNumber = await channel.makeInvoice(page, 'Aanbetalingsfactuur maken', 'Aanbetaling');
  const deposit = await channel.rowTotal(page, 'Aanbetaling');
  // 30 % of each btw rate's amount, rounded per rate: within a few cents of 30 % of the total.
  expect(Math.abs(deposit - offerte.totals.totalInclVatCents * 0.3)).toBeLessThanOrEqual(2);
  const depositMail = await channel.caughtMail(
    `Factuur ${depositNumber} van ${installer.tradeName}`,
  );
  expect(depositMail.replyTo).toBe(installer.email);
  expect(depositMail.text).toContain(formatIban(installer.iban));
  channel.expectNoPortalDetails(`${depositMail.text}\n${depositMail.html}`, 'de factuurmail');

  await channel
    .invoiceRow(page, 'Aanbetaling')
    .getByRole('button', { name: 'Markeer als betaald' })
    .click();
  await expect(channel.invoiceRow(page, 'Aanbetaling')).toContainText('Betaald');

  // The unit is installed today and registered on the client, with its serial number.
  const { clientId } = await channel.apiCall<{ clientId: string }>(
    token,
    'GET',
    `/offertes/${offerteId}`,
  );
  const serial = `AW8-${tag}`;
  const today = dutchDay(new Date());
  const installation = await channel.registerInstallation(page, clientId, serial, today);
  const card = await pdfText(
    await channel.downloadedPdf(
      page,
      installation.getByRole('button', { name: 'Garantiebewijs (pdf)' }),
    ),
  );
  expect(card).toContain(serial);
  expect(card).toContain(installer.tradeName);
  channel.expectNoPortalDetails(card, 'het garantiebewijs');

  await page.goto(`/offertes/${offerteId}`);
  const finalNumber = await channel.makeInvoice(page, 'Eindfactuur maken', 'Eindfactuur');
  expect(Number(finalNumber.slice(-4))).toBe(Number(depositNumber.slice(-4)) + 1);
  const final = await channel.rowTotal(page, 'Eindfactuur');
  expect(final).toBe(offerte.totals.totalInclVatCents - deposit);

  const pdf = await channel.invoicePdfText(page, 'Eindfactuur');
  expect(pdf).toContain(`Factuurnummer: ${finalNumber}`);
  expect(pdf).toContain(`Referentie: offerte ${number}`);
  expect(pdf).toContain(`Af: aanbetaling factuur ${depositNumber}`);
  expect(pdf).toContain(homeowner.name);
  expect(pdf).toContain(`KvK ${installer.kvkNumber}`);
  expect(pdf).toContain(`Btw-id ${installer.btwId}`);
  expect(pdf).toContain(formatIban(installer.iban));
  expect(pdf).toMatch(/Btw 21% over/);
  expect(pdf).toMatch(/Btw 9% over/);
  channel.expectNoPortalDetails(pdf, 'de pdf van de eindfactuur');
  const finalMail = await channel.caughtMail(`Factuur ${finalNumber} van ${installer.tradeName}`);
  channel.expectNoPortalDetails(await channel.caughtPdfText(finalMail), 'de gemailde eindfactuur');

  // The ISDE dossier: meldcode, serial number, the final invoice (open) and the photos.
  await page.goto(`/clients/${clientId}`);
  await page
    .getByRole('listitem')
    .filter({ hasText: serial })
    .getByRole('link', { name: 'ISDE-dossier', exact: true })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: `ISDE-dossier ${serial}` }),
  ).toBeVisible();
  await expect(page.getByText(finalNumber)).toBeVisible();
  const meldcode = (await page.getByText(/^KA\d{5}$/).innerText()).trim();
  await channel.uploadPhoto(page, 'typeplaatje', 'Typeplaatje', demoPhotoPng([230, 230, 230]));
  await channel.uploadPhoto(page, 'buitenunit', 'Buitenunit', demoPhotoPng([240, 240, 245]));
  const dossierBytes = await channel.downloadedPdf(
    page,
    page.getByRole('button', { name: 'Dossier (pdf)' }),
  );
  const dossier = await pdfText(dossierBytes);
  expect(dossier).toContain(meldcode);
  expect(dossier).toContain(serial);
  expect(dossier).toContain(finalNumber);
  expect(new TextDecoder('latin1').decode(dossierBytes).match(/\/Subtype\s*\/Image/g)).toHaveLength(
    2,
  );
  channel.expectNoPortalDetails(dossier, 'het ISDE-dossier');
  await page.goto(`/offertes/${offerteId}`);

  // A correction: the final invoice credited as a whole, named on the credit; nothing open.
  const creditNumber = await channel.creditInvoice(page, 'Eindfactuur', 'Verkeerde uren');
  await expect(channel.invoiceRow(page, 'Eindfactuur')).toContainText(
    `Gecrediteerd (${creditNumber})`,
  );
  expect(await channel.rowTotal(page, 'Creditfactuur')).toBe(-final);
  await expect(page.getByTestId('klant-openstaand')).toHaveText('€ 0,00');
  const creditPdf = await channel.invoicePdfText(page, 'Creditfactuur');
  expect(creditPdf).toContain(`Correctie op factuur ${finalNumber}`);
  channel.expectNoPortalDetails(creditPdf, 'de pdf van de creditfactuur');
});
