import { describe, expect, it } from 'vitest';
import { adviseInstallations } from '@shared/calculator/advice';
import { PRODUCT_CATEGORIES } from '@shared/domain/rules';
import {
  ACCESSORY_ROLES,
  accessorySpecSchema,
  heatPumpSpecSchema,
} from '@shared/schemas/heat-pump';
import { productSchema, type Product } from '@shared/schemas/product';
import { seedCatalogue } from '../../src-server/seed/catalogue';

const heatPumpCategories = new Set<string>(
  PRODUCT_CATEGORIES.filter((c) => c.heatPump).map((c) => c.slug),
);

function asProducts(): Product[] {
  return seedCatalogue().map(({ ageDays: _age, ...product }) =>
    productSchema.parse({ ...product, imageUrl: '', createdAt: '2026-01-01T00:00:00.000Z' }),
  );
}

describe('the seed catalogue for the calculator', () => {
  it('gives every heat pump structured data, not only display strings', () => {
    const pumps = seedCatalogue().filter((p) => heatPumpCategories.has(p.category));
    expect(pumps.length).toBeGreaterThan(10);
    for (const pump of pumps) {
      const spec = heatPumpSpecSchema.parse(pump.heatPump);
      expect(spec.type).toBe(pump.category);
      expect(spec.capacityKw).toBeLessThanOrEqual(spec.nominalKw);
    }
  });

  it('marks the accessories an installation needs', () => {
    const roles = seedCatalogue().flatMap((p) =>
      p.accessory ? [accessorySpecSchema.parse(p.accessory).role] : [],
    );
    expect(new Set(roles)).toEqual(new Set(ACCESSORY_ROLES));
  });

  it('advises a complete air-to-water installation for a 6.9 kW house', () => {
    const [first] = adviseInstallations(
      { heatLossW: 6900, mode: 'all-electric', hybridPowerShare: 0.6, occupants: 4 },
      asProducts(),
      10,
    );
    expect(first?.heatPump.product.heatPump?.capacityKw).toBeGreaterThanOrEqual(6.9);
    const roles = first?.accessories.map((a) => a.product.accessory?.role);
    expect(roles).toEqual(expect.arrayContaining(['boiler', 'buffervat', 'montage', 'filter']));
    expect(first?.accessories.find((a) => a.product.accessory?.role === 'boiler')?.product.id).toBe(
      'nw-sb200',
    );
  });
});
