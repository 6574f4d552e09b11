import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invoiceUbl } from '../../src-server/e-invoice/ubl';
import { DUTCH_FIRM, eInvoiceCases } from '../support/e-invoice-cases';

/**
 * The official validators beside the clone (`../shared/einvoice`, as CI has it); a worktree
 * elsewhere names them in `EINVOICE_VALIDATE`. They run Java for several seconds, so they sit
 * with the slow checks of `npm test` (the build project), not in `npm run test:fast`; the
 * portal's own checks of the same documents are in tests/unit/e-invoice-validation.test.ts.
 */
const VALIDATE =
  process.env.EINVOICE_VALIDATE ?? resolve(__dirname, '../../../shared/einvoice/validate');

const cases = eInvoiceCases();
/** The first case: a whole order to a Dutch firm. */
const plain = cases.map(({ doc }) => doc)[0] ?? fail('geen documenten');

function fail(reason: string): never {
  throw new Error(reason);
}

describe('the official e-invoice validators', () => {
  const folder = mkdtempSync(join(tmpdir(), 'wp-einvoice-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'pass every document (XSD, EN 16931, Peppol BIS 3, Dutch rules) without a fatal finding or a warning, and catch a buyer without an address',
    { timeout: 300_000 },
    (context) => {
      if (!existsSync(VALIDATE)) {
        console.warn(`Overgeslagen: de e-factuurvalidatie staat niet op ${VALIDATE}.`);
        context.skip();
      }
      const files = cases.map(({ doc }) => {
        const file = join(folder, `${doc.number}.xml`);
        writeFileSync(file, invoiceUbl(doc));
        return file;
      });
      // A control the validators must refuse: a Dutch buyer without KvK number (no address).
      const { kvkNumber: _kvk, btwId: _btw, ...unreachable } = DUTCH_FIRM;
      const control = join(folder, 'X-control.xml');
      writeFileSync(control, invoiceUbl({ ...plain, buyer: unreachable }));

      const run = spawnSync(VALIDATE, [...files, control], { encoding: 'utf8' });
      if (run.status === 3) {
        console.warn(`Overgeslagen: ${run.stdout.trim() || run.stderr.trim()}`);
        context.skip();
      }
      const report = `${run.stdout}\n${run.stderr}`;
      for (const file of files) {
        const name = file.slice(folder.length + 1);
        expect(report, report).toContain(`${name}: no findings (en16931, peppol, nl-rules)`);
      }
      expect(report).toMatch(/X-control\.xml:\n\s+peppol\s+PEPPOL-EN16931-R010\s+fatal/);
      expect(report).not.toMatch(/^xsd /m);
      expect(run.status).toBe(1);
    },
  );
});
