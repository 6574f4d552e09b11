import { describe, expect, it } from 'vitest';
import { adviseInstallations, capacityAt } from '@shared/calculator/advice';
import { compareMethods } from '@shared/calculator/comparison';
import { ENERGY_PRICES } from '@shared/calculator/defaults';
import { fromGasUse, quickEstimate } from '@shared/calculator/estimates';
import { groundSourceOfferteLines } from '@shared/calculator/offerte';
import { heatLoss } from '@shared/calculator/heat-loss';
import { costsFor, defaultCalculatorInput, gasUseOf } from '@shared/calculator/summary';
import type { CalculatorInput } from '@shared/schemas/calculator';
import { productSchema, type Product } from '@shared/schemas/product';
import { seedCatalogue } from '../../src-server/seed/catalogue';
import { referenceHouse } from '../fixtures/reference-house';

function catalogue(): Product[] {
  return seedCatalogue().map(({ ageDays: _age, ...product }) =>
    productSchema.parse({ ...product, imageUrl: '', createdAt: '2026-01-01T00:00:00.000Z' }),
  );
}

// Issue 20's house: 1970s terraced, 120 m², 1.500 m³ gas a year, 4 occupants.
const quick = quickEstimate('tussenwoning', '1965-1974', 120);
const gas = fromGasUse(1500, 4);
const rooms = heatLoss(referenceHouse);

function houseInput(patch: Partial<CalculatorInput> = {}): CalculatorInput {
  return {
    ...defaultCalculatorInput(),
    method: 'vertrek',
    heatLossW: rooms.totalW,
    quick: { dwellingType: 'tussenwoning', period: '1965-1974', area: 120 },
    gas: { yearlyGasM3: 1500, occupants: 4 },
    flowTemperature: 55,
    ...patch,
  };
}

describe('methods that check each other', () => {
  const comparison = compareMethods({
    snel: { method: 'snel', watts: quick.watts, basis: quick.basis },
    gas: { method: 'gas', watts: gas.watts, basis: gas.basis },
    vertrek: { method: 'vertrek', watts: rooms.totalW, basis: 'per vertrek' },
  });

  it('shows all three methods and uses room by room', () => {
    expect(quick.watts).toBe(11_400);
    expect(gas.watts).toBe(6_875);
    expect(rooms.totalW).toBeGreaterThan(4_000);
    expect(comparison.results.map((r) => r.method)).toEqual(['snel', 'gas', 'vertrek']);
    expect(comparison.used?.method).toBe('vertrek');
  });

  it('warns in Dutch above a 25 % spread, naming the method used and why they differ', () => {
    const spread = (11_400 - Math.min(gas.watts, rooms.totalW)) / rooms.totalW;
    expect(comparison.spread).toBeCloseTo(spread, 5);
    expect(comparison.warning).toMatch(/^De methoden lopen \d+% uiteen/);
    expect(comparison.warning).toContain('Het advies gebruikt per vertrek');
    expect(comparison.warning).toContain('warm water');
    expect(comparison.warning).toContain('isolatie');
  });

  it('trusts gas use over the quick estimate, and stays quiet within 25 %', () => {
    const two = compareMethods({
      snel: { method: 'snel', watts: 10_000, basis: '' },
      gas: { method: 'gas', watts: 8_500, basis: '' },
    });
    expect(two.used?.method).toBe('gas');
    expect(two.warning).toBeNull();
    expect(compareMethods({}).used).toBeNull();
    expect(
      compareMethods({ snel: { method: 'snel', watts: Number.NaN, basis: '' } }).results,
    ).toEqual([]);
  });
});

describe('costs from the real gas use', () => {
  it('takes "gas now" as 1.500 m³ × the gas price for every method', () => {
    const spec = catalogue().find((p) => p.id === 'nw-aw10')?.heatPump;
    if (!spec) throw new Error('nw-aw10 missing');
    for (const method of ['snel', 'gas', 'vertrek'] as const) {
      const costs = costsFor(houseInput({ method, heatLossW: 11_400 }), spec);
      expect(costs.currentCostCents).toBe(1500 * ENERGY_PRICES.gasCentsPerM3);
      expect(costs.gasKnown).toBe(true);
      // (1.500 − 4 × 100) m³ × 8,79 × 0,90 = 8.702 kWh of space heat.
      expect(costs.heatKwh).toBe(Math.round(1100 * 8.79 * 0.9));
    }
  });

  it('estimates gas use without a figure from Dutch averages by type and period (issue 36)', () => {
    const { gas: _gas, ...input } = houseInput({ heatLossW: 6_000 });
    const use = gasUseOf(input);
    expect(use.known).toBe(false);
    expect(use.basis).toMatch(/^schatting uit landelijke gemiddelden/);
    expect(use.basis).toContain('CBS');
    // Tussenwoning 1,170 m³ × 1.06 (1965–1974) = 1,240 m³, of which 4 × 100 m³ hot water:
    // about a real terraced house's use, not twice it.
    expect(use).toMatchObject({ totalM3: 1240, hotWaterM3: 400, heatingM3: 840 });
    // The design-day heat loss does not make it up: a larger loss gives the same average.
    expect(gasUseOf({ ...input, heatLossW: 114_000 }).totalM3).toBe(1240);
    const detached = gasUseOf({
      ...input,
      quick: { dwellingType: 'vrijstaand', period: '2006-2014', area: 180 },
      period: '2006-2014',
    });
    expect(detached.totalM3).toBe(Math.round((1990 * 0.71) / 10) * 10);
  });
});

describe('capacity at the real flow temperature and the right system', () => {
  const products = catalogue();
  const advise = (patch: Partial<Parameters<typeof adviseInstallations>[0]>) =>
    adviseInstallations(
      {
        heatLossW: rooms.totalW,
        mode: 'all-electric',
        hybridPowerShare: 0.6,
        occupants: 4,
        flowTemperature: 55,
        source: 'lucht',
        ...patch,
      },
      products,
      0,
    );

  it('advises an air-water unit whose W55 capacity covers the load used', () => {
    const options = advise({});
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option.heatPump.product.heatPump?.type).toBe('lucht-water');
      expect(option.capacity.condition).toBe('A-10/W55');
      expect(option.capacity.watts).toBeGreaterThanOrEqual(rooms.totalW);
    }
    const spec = options[0]?.heatPump.product.heatPump;
    expect(spec?.capacity55Kw).toBeLessThan(spec?.capacityKw ?? 0);
  });

  it('picks a larger unit at 55 °C than at 35 °C for a load between their capacities', () => {
    // Aquaris monoblock 8 kW: 6,8 kW at A-10/W35, 5,8 kW at A-10/W55.
    const at35 = advise({ heatLossW: 6_500, flowTemperature: 35 })[0];
    const at55 = advise({ heatLossW: 6_500, flowTemperature: 55 })[0];
    expect(at35?.capacity.watts).toBeGreaterThanOrEqual(6_500);
    expect(at55?.capacity.watts).toBeGreaterThanOrEqual(6_500);
    expect(at55?.heatPump.product.heatPump?.capacityKw).toBeGreaterThan(
      at35?.heatPump.product.heatPump?.capacityKw ?? Infinity,
    );
  });

  it('advises a hybrid unit with the boiler coupling for Hybride (met cv-ketel)', () => {
    const options = advise({ mode: 'hybride' });
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) {
      expect(option.heatPump.product.heatPump?.type).toBe('hybride');
      expect(option.capacity.watts).toBeGreaterThanOrEqual(rooms.totalW * 0.6);
      expect(option.accessories.map((a) => a.product.accessory?.role)).toContain(
        'hybride-koppeling',
      );
    }
  });

  it('lists only units of the chosen source and never ground source unless chosen', () => {
    expect(
      advise({ source: 'bodem' }).every((o) => o.heatPump.product.heatPump?.type === 'bodem-water'),
    ).toBe(true);
    expect(
      advise({ heatLossW: 3_000, flowTemperature: 35 }).some(
        (o) => o.heatPump.product.heatPump?.type === 'bodem-water',
      ),
    ).toBe(false);
    expect(advise({ mode: 'hybride', source: 'bodem' })).toEqual([]);
  });

  it('estimates W55 at 80 % of W35 when a product gives none, and says so', () => {
    const spec = products.find((p) => p.heatPump)?.heatPump;
    if (!spec) throw new Error('no heat pump in the catalogue');
    const { capacity55Kw: _w55, ...old } = { ...spec, capacityKw: 10 };
    expect(capacityAt(old, 55)).toEqual({ watts: 8_000, condition: 'A-10/W55', estimated: true });
  });

  it('puts the ground source on the offerte per kW, only for ground source', () => {
    const spec = products.find((p) => p.heatPump?.type === 'bodem-water')?.heatPump;
    const lines = groundSourceOfferteLines({ source: 'bodem' }, spec);
    expect(lines.map((l) => l.name)).toEqual([
      expect.stringMatching(/^Bodembron/),
      expect.stringMatching(/^Bodemvloeistof/),
      expect.stringMatching(/^Vullen/),
    ]);
    expect(lines[0]?.ownUnitCents).toBe((spec?.nominalKw ?? 0) * 110_000);
    expect(groundSourceOfferteLines({ source: 'lucht' }, spec)).toEqual([]);
  });
});

describe('impossible houses', () => {
  it('refuses outside warmer than inside with a Dutch explanation at the outdoor temperature', async () => {
    const { heatLossRequestSchema } = await import('@shared/schemas/calculator');
    const result = heatLossRequestSchema.safeParse({
      outdoorTemperature: 18,
      rooms: [
        { name: 'Berging', temperature: 15, volume: 20, airChangesPerHour: 0.5, elements: [] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['outdoorTemperature']);
    expect(result.error?.issues[0]?.message).toContain('niet kouder dan binnen in Berging');
  });

  it('refuses 100.000 m³ gas a year for a dwelling with a reason', async () => {
    const { calculatorInputSchema } = await import('@shared/schemas/calculator');
    const result = calculatorInputSchema.safeParse({
      ...defaultCalculatorInput(),
      gas: { yearlyGasM3: 100_000, occupants: 4 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('niet aannemelijk');
  });
});
