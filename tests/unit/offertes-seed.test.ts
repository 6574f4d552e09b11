import { describe, expect, it } from 'vitest';
import { OFFERTE_STATUSES } from '@shared/domain/offerte';
import { offertesOf } from '../../src-server/offertes/offertes';
import { seed } from '../../src-server/seed/seed';
import { seedDeps, startPortal } from './seed-deps';

describe('offerte demo data', () => {
  it('gives the demo installer an offerte in each status on first start, once', async () => {
    const d = await startPortal(seedDeps(), 2);
    for (const status of OFFERTE_STATUSES) {
      const page = await offertesOf(
        d.storage,
        d.clock,
        'demo-installateur',
        { status },
        { limit: 50 },
      );
      // Two are sent: one waits for an answer, one expires within 7 days (the dashboard).
      expect(
        page.items.map((item) => item.status),
        status,
      ).toEqual(status === 'verstuurd' ? [status, status] : [status]);
    }
    const all = await offertesOf(d.storage, d.clock, 'demo-installateur', {}, { limit: 50 });
    expect(all.items).toHaveLength(OFFERTE_STATUSES.length + 1);
    expect(new Set(all.items.map((item) => item.number)).size).toBe(OFFERTE_STATUSES.length + 1);
    const dealer = await offertesOf(d.storage, d.clock, 'demo-dealer', {}, { limit: 50 });
    expect(dealer.items).toEqual([]);
  });

  it('numbers an example added to a running portal after what the firm already used', async () => {
    const d = seedDeps();
    await seed(d);
    const before = await offertesOf(d.storage, d.clock, 'demo-installateur', {}, { limit: 50 });
    // A portal seeded before the example existed: it is missing, the counter went on.
    await d.storage.delete('offertes', 'demo-offerte-verloopt');
    await seed(d);
    const after = await offertesOf(d.storage, d.clock, 'demo-installateur', {}, { limit: 50 });
    const numbers = after.items.map((item) => item.number);
    expect(numbers).toHaveLength(before.items.length);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toContain(`OFF-2026-0000${before.items.length + 1}`);
  });
});
