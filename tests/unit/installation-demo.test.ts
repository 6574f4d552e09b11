import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installationDossier } from '../../src-server/clients/installation-dossier';
import { dossierPdf, warrantyCardPdf } from '../../src-server/clients/installation-pdfs';
import { clients } from '../../src-server/collections/clients';
import { customerInvoices } from '../../src-server/collections/customer-invoices';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import { createLocalFileStore } from '../../src-server/files/local';
import { seed } from '../../src-server/seed/seed';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { pdfText } from '../fixtures/pdf-text';

/** The demo offerte: the 8 kW unit (€ 8.125,00) and 12 hours at € 60,00, plus 21 % btw. */
const OFFERTE_INCL_VAT = Math.round((812_500 + 12 * 6_000) * 1.21);

const dir = mkdtempSync(join(tmpdir(), 'wp-demo-job-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the demo job (issue 34, item 7)', () => {
  it('has an installation with photos, a warranty card and an ISDE dossier, seeded once', async () => {
    const storage = createSqliteStorage({ filename: ':memory:' });
    const files = createLocalFileStore(dir);
    const deps = {
      storage,
      files,
      accounts: { ensureAccount: async () => true },
      clock: { now: () => new Date('2026-11-22T10:00:00Z') },
    };
    await seed(deps);
    await seed(deps);
    const client = await clients.on(storage).get('demo-klant-verhoeven');
    const job = client?.installations.find((i) => i.id === 'demo-klant-verhoeven-isde');
    expect(job?.photos.map((photo) => photo.kind)).toEqual([
      'typeplaatje',
      'buitenunit',
      'binnenunit',
    ]);
    expect(client?.installations.filter((i) => i.id === job?.id)).toHaveLength(1);
    expect(client?.maintenanceReminders).toBe(true);
    const source = await installationDossier(storage, 'demo-installateur', {
      clientId: 'demo-klant-verhoeven',
      installationId: 'demo-klant-verhoeven-isde',
    });
    expect(source.dossier.unit.meldcode).toMatch(/^KA\d{5}$/);
    // The job's invoices: the deposit paid, the final one unpaid; seeded once over two starts.
    const invoices = await customerInvoices.on(storage).query({
      where: [{ field: 'offerteId', op: '==', value: 'demo-offerte-geaccepteerd' }],
    });
    const byKind = Object.fromEntries(invoices.map((invoice) => [invoice.kind, invoice]));
    expect(invoices).toHaveLength(2);
    expect(byKind.aanbetaling?.status).toBe('betaald');
    expect(byKind.eindfactuur?.status).toBe('open');
    expect(
      (byKind.aanbetaling?.totalInclVatCents ?? 0) + (byKind.eindfactuur?.totalInclVatCents ?? 0),
    ).toBe(OFFERTE_INCL_VAT);
    // Each invoice went to the homeowner with its PDF, once, though the seed ran before any app.
    const mailed = (await mailOutbox.on(storage).query({})).filter(
      (mail) => mail.message.kind === 'klantfactuur',
    );
    expect(mailed).toHaveLength(2);
    for (const mail of mailed) expect(mail.attachments).toHaveLength(1);
    expect(source.dossier.finalInvoice).toMatchObject({
      number: byKind.eindfactuur?.number,
      paid: false,
    });
    const dossier = await dossierPdf(source, files);
    const text = await pdfText(dossier);
    expect(text).toContain('AW8-26-001187');
    expect(text).toContain('Binnenunit');
    expect(new TextDecoder('latin1').decode(dossier).match(/\/Subtype\s*\/Image/g)).toHaveLength(3);
    const card = await pdfText(await warrantyCardPdf(source, files));
    expect(card).toContain('De Vries Installatietechniek');
    expect(card).not.toMatch(/Warmteportaal|IBAN/);
    await storage.close();
  });
});
