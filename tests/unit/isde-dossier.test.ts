import { describe, expect, it } from 'vitest';
import { warrantyMonthsOf } from '@shared/catalogue/product-facts';
import { reminderDueOn, warrantyEnd } from '@shared/domain/installations';
import { isdeApplyBy, isdeEstimateFor } from '@shared/calculator/isde';
import { heatPumpInputSchema } from '@shared/schemas/admin/products';
import { normaliseMeldcode } from '@shared/schemas/heat-pump';
import { seedCatalogue } from '../../src-server/seed/catalogue';
import { makeHeatPump, makeProduct } from '../fixtures/product';

describe('the RVO meldcode', () => {
  it.each([
    ['KA12345', 'KA12345'],
    ['ka 12345', 'KA12345'],
    [' KA 123 45 ', 'KA12345'],
    ['KA1234', null],
    ['KA123456', null],
    ['KB12345', null],
    ['12345', null],
  ])('reads %j as %j', (typed, expected) => {
    expect(normaliseMeldcode(typed)).toBe(expected);
  });

  it('is optional in the back-office input and refused with a Dutch message when malformed', () => {
    const input = {
      type: 'lucht-water',
      nominalKw: 8,
      capacityKw: 7,
      designCondition: 'A-10/W35',
      scop35: 4.5,
      energyLabel: 'A++',
      soundPowerDb: 55,
      warrantyYears: 5,
      phase: 1,
      refrigerant: 'R290',
      refrigerantGwp: 3,
      dimensionsMm: { height: 1, width: 1, depth: 1 },
    };
    expect(heatPumpInputSchema.parse(input).meldcode).toBeNull();
    expect(heatPumpInputSchema.parse({ ...input, meldcode: '' }).meldcode).toBeNull();
    expect(heatPumpInputSchema.parse({ ...input, meldcode: 'ka12345' }).meldcode).toBe('KA12345');
    const wrong = heatPumpInputSchema.safeParse({ ...input, meldcode: 'KA-1' });
    expect(wrong.error?.issues[0]?.message).toBe(
      'Een meldcode is KA met vijf cijfers, bijvoorbeeld KA12345.',
    );
  });

  it('is on every demo heat pump ISDE covers, unique, and on no lucht-lucht unit', () => {
    const heatPumps = seedCatalogue().filter((product) => product.heatPump);
    const codes = heatPumps.flatMap((p) => (p.heatPump?.meldcode ? [p.heatPump.meldcode] : []));
    for (const product of heatPumps) {
      if (product.heatPump?.type === 'lucht-lucht')
        expect(product.heatPump.meldcode).toBeUndefined();
      else expect(product.heatPump?.meldcode, product.id).toMatch(/^KA\d{5}$/);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('warranty end', () => {
  it("runs the heat pump's warranty years from the installation date", () => {
    const product = makeProduct({
      warrantyMonths: 60,
      heatPump: makeHeatPump({ warrantyYears: 7 }),
    });
    expect(warrantyEnd('2026-03-15', warrantyMonthsOf(product))).toBe('2033-03-15');
  });

  it('uses the months of a product that is no heat pump, and ends a leap day on 28 February', () => {
    expect(warrantyEnd('2026-03-15', warrantyMonthsOf(makeProduct({ warrantyMonths: 18 })))).toBe(
      '2027-09-15',
    );
    expect(warrantyEnd('2024-02-29', 60)).toBe('2029-02-28');
  });
});

describe('the ISDE estimate and the last day to apply', () => {
  it('counts € 1.025 + € 225 per kW + € 200 for A+++, with its basis', () => {
    const estimate = isdeEstimateFor(makeHeatPump({ nominalKw: 5, energyLabel: 'A+++' }));
    expect(estimate.cents).toBe(235_000);
    expect(estimate.basis).toContain('5 kW');
    expect(estimate.basis).toContain('A+++');
  });

  it('gives nothing below A++ and nothing for a lucht-lucht unit, and says why', () => {
    expect(isdeEstimateFor(makeHeatPump({ energyLabel: 'A+' }))).toMatchObject({ cents: 0 });
    const airco = isdeEstimateFor(makeHeatPump({ type: 'lucht-lucht' }));
    expect(airco.cents).toBe(0);
    expect(airco.basis).toContain('lucht-lucht');
  });

  it('lets the homeowner apply until 24 months after the installation', () => {
    expect(isdeApplyBy('2026-11-24')).toBe('2028-11-24');
  });
});

describe('maintenance reminders', () => {
  it('are due within the firm’s days before the yearly date, and not earlier', () => {
    expect(reminderDueOn('2025-12-20', '2026-11-27', 30)).toBe('2026-12-20');
    // 27 November to 27 December is 30 days: the last day of the window.
    expect(reminderDueOn('2025-12-27', '2026-11-27', 30)).toBe('2026-12-27');
    expect(reminderDueOn('2025-12-28', '2026-11-27', 30)).toBeNull();
    expect(reminderDueOn('2025-12-28', '2026-11-27', 40)).toBe('2026-12-28');
  });
});
