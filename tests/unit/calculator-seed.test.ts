import { describe, expect, it } from 'vitest';
import { calculationOf, calculationsOf } from '../../src-server/calculator/calculations';
import { migrateCompanies } from '../../src-server/company/migrate';
import { seed } from '../../src-server/seed/seed';
import { seedDeps } from './seed-deps';

describe('calculator demo data', () => {
  it('adds readable example calculations for the demo installer, once', async () => {
    const d = seedDeps();
    await seed(d);
    await seed(d);
    // As at every start: the seed, then the move of what it made to its maker's company.
    await migrateCompanies(d.storage, d.clock);
    const page = await calculationsOf(d.storage, 'demo-installateur', { limit: 50 });
    expect(page.items.map((i) => i.method)).toEqual(['vertrek', 'gas', 'snel']);
    for (const item of page.items) {
      const calculation = await calculationOf(d.storage, 'demo-installateur', item.id);
      expect(calculation.input.heatLossW).toBeGreaterThan(0);
    }
    expect((await calculationsOf(d.storage, 'demo-dealer', { limit: 50 })).items).toEqual([]);
  });

  it('adds heat-pump data to a catalogue seeded before, keeping what was edited', async () => {
    const d = seedDeps();
    await d.storage.set('products', 'nw-aw8', {
      name: 'Aangepaste naam',
      price: 1,
      category: 'lucht-water',
    });
    await seed(d);
    const stored = await d.storage.get('products', 'nw-aw8');
    expect(stored?.name).toBe('Aangepaste naam');
    expect(stored?.heatPump).toMatchObject({ type: 'lucht-water', nominalKw: 8, capacityKw: 6.8 });
  });

  it('adds the phase, refrigerant, size and `Past bij` a stored heat pump lacks, keeping edits', async () => {
    const d = seedDeps();
    await d.storage.set('products', 'nw-aw12', {
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
    await seed(d);
    const stored = await d.storage.get('products', 'nw-aw12');
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
