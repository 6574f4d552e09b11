import { describe, expect, it } from 'vitest';
import { productFactRows, warrantyText } from '@shared/catalogue/product-facts';
import { unitPriceFor } from '@shared/domain/pricing';
import { seedCatalogue, seedFactRows } from '../../src-server/seed/catalogue';
import { naturalOrder } from '../../src-server/downloads/price-list-pdf';
import { makeHeatPump, makeProduct } from '../fixtures/product';

const demo = seedCatalogue();
const heatPumps = demo.filter((product) => product.heatPump);

/** The series of a demo heat pump: its name without the capacity. */
const seriesOf = (name: string) => name.replace(/\s[\d,]+ kW$/, '');

describe('the demo catalogue (issue 36)', () => {
  it('gives every product an installer price', () => {
    expect(demo.filter((product) => product.installateurPrijs === undefined)).toEqual([]);
  });

  it('gives every heat pump its structured data: phase, refrigerant and GWP, size, warranty', () => {
    for (const { id, heatPump } of heatPumps) {
      expect(heatPump, id).toMatchObject({
        phase: expect.any(Number),
        refrigerant: expect.stringMatching(/^R\d/),
        refrigerantGwp: expect.any(Number),
        dimensionsMm: { height: expect.any(Number), width: expect.any(Number) },
        warrantyYears: expect.any(Number),
      });
    }
    // The months the installations use agree with the years the calculator says.
    for (const product of heatPumps)
      expect(product.warrantyMonths).toBe((product.heatPump?.warrantyYears ?? 0) * 12);
  });

  it('raises the own price with the capacity within each series', () => {
    const series = new Map<string, typeof heatPumps>();
    for (const product of heatPumps) {
      const name = seriesOf(product.name);
      series.set(name, [...(series.get(name) ?? []), product]);
    }
    expect(series.size).toBeGreaterThan(4);
    for (const [name, products] of series) {
      const byKw = [...products].sort(
        (a, b) => (a.heatPump?.nominalKw ?? 0) - (b.heatPump?.nominalKw ?? 0),
      );
      const own = byKw.map((product) => unitPriceFor(product, 10));
      for (let i = 1; i < own.length; i++)
        expect(own[i], `${name}: ${byKw[i]?.name}`).toBeGreaterThan(own[i - 1] ?? 0);
    }
  });

  it('links each heat pump to accessories that exist (`Past bij`)', () => {
    const ids = new Set(demo.map((product) => product.id));
    for (const product of heatPumps) {
      expect(product.fitsWith?.length, product.id).toBeGreaterThan(0);
      for (const id of product.fitsWith ?? []) expect(ids.has(id), id).toBe(true);
    }
  });

  it('shows each fact of a heat pump once, from its structured data', () => {
    const aw8 = demo.find((product) => product.id === 'nw-aw8');
    if (!aw8) throw new Error('nw-aw8 ontbreekt');
    const labels = seedFactRows(aw8).map((row) => row.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual(
      expect.arrayContaining([
        'SCOP (35 °C)',
        'Geluidsvermogen',
        'Fase',
        'Koudemiddel',
        'Afmetingen',
        'Vermogen bij 55 °C aanvoer',
        'Garantie',
      ]),
    );
    expect(labels).not.toContain('SCOP');
    expect(labels).not.toContain('Geluid');
    expect(seedFactRows(aw8)).toContainEqual({ label: 'Koudemiddel', value: 'R290 (GWP 3)' });
    expect(seedFactRows(aw8)).toContainEqual({ label: 'Garantie', value: '7 jaar' });
  });
});

describe('product facts', () => {
  it('leaves out free specifications that repeat the heat-pump data (older products)', () => {
    const product = makeProduct({
      heatPump: makeHeatPump({ soundPowerDb: 59 }),
      specifications: { SCOP: '4,8', Geluid: '51 dB(A)', Gewicht: '98 kg', Voeding: '230 V' },
      warrantyMonths: 60,
    });
    const rows = productFactRows(product);
    expect(rows.map((row) => row.label)).not.toContain('SCOP');
    expect(rows.map((row) => row.label)).not.toContain('Geluid');
    expect(rows).toContainEqual({ label: 'Geluidsvermogen', value: '59 dB(A)' });
    expect(rows).toContainEqual({ label: 'Gewicht', value: '98 kg' });
    // A heat pump's warranty is its data's, in years, as the calculator says it.
    expect(rows).toContainEqual({ label: 'Garantie', value: '7 jaar' });
  });

  it('keeps the specifications of a product that is no heat pump, warranty in years or months', () => {
    const boiler = makeProduct({ specifications: { Energielabel: 'B' }, warrantyMonths: 18 });
    expect(productFactRows(boiler)).toEqual([
      { label: 'Energielabel', value: 'B' },
      { label: 'Garantie', value: '18 maanden' },
    ]);
    expect(warrantyText(makeProduct({ warrantyMonths: 24 }))).toBe('2 jaar');
  });
});

describe('the price list order', () => {
  it('sorts a series by its numbers as people read them, over batch boundaries', async () => {
    const names = [
      'Aquaris 10 kW',
      'Aquaris 12 kW',
      'Aquaris 6 kW',
      'Aquaris 8 kW',
      'Terra 13 kW',
      'Terra 17 kW',
      'Terra 6 kW',
      'Wandconsole',
    ];
    const products = names.map((name, i) => makeProduct({ id: `p${i}`, name }));
    async function* batches() {
      yield products.slice(0, 3);
      yield products.slice(3, 6);
      yield products.slice(6);
    }
    const out: string[] = [];
    for await (const batch of naturalOrder(batches())) out.push(...batch.map((p) => p.name));
    expect(out).toEqual([
      'Aquaris 6 kW',
      'Aquaris 8 kW',
      'Aquaris 10 kW',
      'Aquaris 12 kW',
      'Terra 6 kW',
      'Terra 13 kW',
      'Terra 17 kW',
      'Wandconsole',
    ]);
  });
});
