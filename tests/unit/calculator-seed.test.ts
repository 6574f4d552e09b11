import { describe, expect, it } from 'vitest';
import { calculationOf, calculationsOf } from '../../src-server/calculator/calculations';
import type { DocumentData } from '../../src-server/storage/port';
import { seed } from '../../src-server/seed/seed';
import { seedDeps, startPortal } from './seed-deps';

/** The product stored as `id` after the seed ran over `before`, stored there by an older portal. */
async function seededOver(id: string, before: DocumentData) {
  const d = seedDeps();
  await d.storage.set('products', id, before);
  await seed(d);
  return d.storage.get('products', id);
}

describe('calculator demo data', () => {
  it('adds readable example calculations for the demo installer, once', async () => {
    const d = await startPortal(seedDeps(), 2);
    const page = await calculationsOf(d.storage, 'demo-installateur', { limit: 50 });
    expect(page.items.map((i) => i.method)).toEqual(['vertrek', 'gas', 'snel']);
    for (const item of page.items) {
      const calculation = await calculationOf(d.storage, 'demo-installateur', item.id);
      expect(calculation.input.heatLossW).toBeGreaterThan(0);
    }
    expect((await calculationsOf(d.storage, 'demo-dealer', { limit: 50 })).items).toEqual([]);
  });

  it('adds heat-pump data to a catalogue seeded before, keeping what was edited', async () => {
    const stored = await seededOver('nw-aw8', {
      name: 'Aangepaste naam',
      price: 1,
      category: 'lucht-water',
    });
    expect(stored?.name).toBe('Aangepaste naam');
    expect(stored?.heatPump).toMatchObject({ type: 'lucht-water', nominalKw: 8, capacityKw: 6.8 });
  });

  it('adds the phase, refrigerant, size and `Past bij` a stored heat pump lacks, keeping edits', async () => {
    const stored = await seededOver('nw-aw12', {
      name: 'Noordwind Aquaris monoblock 12 kW',
      price: 1,
      category: 'lucht-water',
      heatPump: {
        type: 'lucht-water',
        nominalKw: 12,
        capacityKw: 9.9,
        capacity55Kw: 8,
        designCondition: 'A-10/W35',
        scop35: 4.6,
        energyLabel: 'A+++',
        soundPowerDb: 62,
        warrantyYears: 7,
      },
    });
    expect(stored?.heatPump).toMatchObject({
      capacityKw: 9.9,
      soundPowerDb: 62,
      phase: 3,
      refrigerant: 'R290',
      refrigerantGwp: 3,
      dimensionsMm: { height: 1280, width: 1010, depth: 460 },
    });
    expect(stored?.fitsWith).toContain('nw-tb-wandconsole');
  });
});
