import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installationDossier } from '../../src-server/clients/installation-dossier';
import { dossierPdf, warrantyCardPdf } from '../../src-server/clients/installation-pdfs';
import { clients } from '../../src-server/collections/clients';
import { createLocalFileStore } from '../../src-server/files/local';
import { seed } from '../../src-server/seed/seed';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import { pdfText } from '../fixtures/pdf-text';

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
