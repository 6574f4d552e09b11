import { describe, expect, it } from 'vitest';
import { invoicePageOf } from '../../src-server/invoices/invoice-list';
import { seed } from '../../src-server/seed/seed';
import { seedDeps } from './seed-deps';

describe('invoice demo data', () => {
  it('gives the demo dealer delivered orders with invoices and one credit note, once', async () => {
    const deps = seedDeps();
    await seed(deps);
    await seed(deps);
    const page = await invoicePageOf(deps.storage, 'demo-dealer', { limit: 50 });
    const numbers = page.items.map((item) => item.number).sort();
    expect(numbers).toEqual(['C-2026-000001', 'F-2026-000001', 'F-2026-000002']);
    const credit = page.items.find((item) => item.kind === 'creditfactuur');
    expect(credit?.invoiceNumber).toMatch(/^F-2026-/);
    expect(credit?.totalInclVat).toBeLessThan(0);
    expect(page.items.find((item) => item.kind === 'factuur' && item.clientName)?.clientName).toBe(
      'J. van Dijk',
    );
  }, 30_000);
});
