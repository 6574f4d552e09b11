import { describe, expect, it } from 'vitest';
import { worklistSchema } from '@shared/schemas/worklist';
import { uidApp } from '../support/uid-app';
import { seedDeps, startPortal } from './seed-deps';
import { freshSqliteStorage } from '../support/fresh-storage';
import { worklistSuite } from '../support/worklist-suite';

const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describe('GET /api/worklist (SQLite)', () => {
  const storage = freshSqliteStorage();
  worklistSuite(storage);

  const ask = async (uid: string) => {
    const response = await uidApp(storage(), clock).request('/api/worklist', {
      headers: { authorization: `Bearer ${uid}` },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return { list: worklistSchema.parse(await response.json()) };
  };

  it("gives the demo firm's eigenaar something in every section on first start", async () => {
    await startPortal(seedDeps(storage()));
    const { list } = await ask('demo-installateur');
    const counts = {
      'Offertes: verloopt binnenkort': list.offertes?.expiring.count,
      'Offertes: wacht op antwoord': list.offertes?.awaiting.count,
      'Offertes: geaccepteerd': list.offertes?.accepted.count,
      'Bestellingen: onderweg': list.orders?.inProgress.count,
      'Bestellingen: nalevering': list.orders?.backorders.count,
      Goedkeuren: list.approvals?.count,
      Klantenservice: list.support?.count,
      Onderhoud: list.maintenance?.count,
    };
    for (const [section, count] of Object.entries(counts)) {
      expect(count, section).toBeGreaterThan(0);
    }
    expect(list.orders?.backorders.items[0]?.expectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
