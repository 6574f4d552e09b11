import { describe, expect, it } from 'vitest';
import { adviseInstallations, cylinderLitersFor } from '@shared/calculator/advice';
import { fromGasUse, quickEstimate } from '@shared/calculator/estimates';
import { heatLoss, uFromRc } from '@shared/calculator/heat-loss';
import { wattPerM2 } from '@shared/calculator/housing';
import { offerteAmounts } from '@shared/calculator/offerte';
import { heatFromGas, isdeEstimateCents, runningCosts } from '@shared/calculator/running-costs';
import type { EnergyLabel } from '@shared/schemas/heat-pump';
import type { Product } from '@shared/schemas/product';
import { twoRooms } from '../fixtures/two-rooms';
import { midTerrace, midTerraceRoomTotals } from '../fixtures/heatlossjs-midterrace';

const within = (actual: number, expected: number, percent: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThanOrEqual(percent / 100);

describe('heat loss room by room', () => {
  it('reproduces HeatLoss.js mid-terrace house (3,340 W) with its ρc of 0.33', () => {
    const result = heatLoss(midTerrace, 0.33);
    within(result.totalW, 3340, 0.1);
    for (const room of result.rooms) within(room.totalW, midTerraceRoomTotals[room.name] ?? 0, 0.1);
  });

  it('stays within 2 % of it with the EN 12831 ρc of 0.34', () => {
    const result = heatLoss(midTerrace);
    within(result.totalW, 3340, 2);
    expect(result.totalW).toBeCloseTo(result.transmissionW + result.ventilationW, 0);
  });

  it('lets heat between two heated rooms cancel in the house total', () => {
    const wall = (to: number) => ({
      name: 'binnenwand',
      area: 10,
      uValue: 2,
      boundary: 'aangrenzend' as const,
      adjacentTemperature: to,
    });
    const result = heatLoss({
      outdoorTemperature: -10,
      rooms: [
        {
          name: 'woonkamer',
          temperature: 22,
          volume: 0,
          airChangesPerHour: 0,
          elements: [wall(18)],
        },
        {
          name: 'slaapkamer',
          temperature: 18,
          volume: 0,
          airChangesPerHour: 0,
          elements: [wall(22)],
        },
      ],
    });
    expect(result.rooms.map((r) => r.transmissionW)).toEqual([80, -80]);
    expect(result.totalW).toBe(0);
  });

  it('computes one room by hand: A·U·Δθ per boundary and 0.34·n·V·Δθ', () => {
    const result = heatLoss({ ...twoRooms, rooms: twoRooms.rooms.slice(0, 1) });
    // 10·0.5·32 + 40·0.25·11.5 + 20·1·5 = 160 + 115 + 100; 0.34·0.5·100·32 = 544.
    expect(result.rooms[0]).toEqual({
      name: 'Woonkamer',
      transmissionW: 375,
      ventilationW: 544,
      totalW: 919,
    });
  });

  it('derives U from Rc with Rsi + Rse = 0.17', () => {
    expect(uFromRc(2.5)).toBeCloseTo(1 / 2.67, 6);
    expect(uFromRc(4.7)).toBeCloseTo(0.2053, 4);
  });
});

describe('quick estimate and gas use', () => {
  it('uses the W/m² of the table and marks interpolated cells', () => {
    expect(wattPerM2('vrijstaand', '2006-2014')).toMatchObject({
      wattPerM2: 52,
      interpolated: false,
    });
    expect(wattPerM2('2-onder-1-kap', '2006-2014').interpolated).toBe(true);
    const estimate = quickEstimate('tussenwoning', '1965-1974', 100);
    // warmtepomp-weetjes.nl: 100 m² house from 1970 ≈ 9.5 kW.
    expect(estimate.watts).toBe(9500);
    expect(estimate.basis).toMatch(/warmtepomp-weetjes/);
  });

  it('follows the bluesolid rule: 1,500 m³ and 4 occupants → 1,100 m³ → 6.9 kW', () => {
    const estimate = fromGasUse(1500, 4);
    expect(estimate.heatingGasM3).toBe(1100);
    within(estimate.watts, 6900, 2);
    expect(estimate.basis).toMatch(/bluesolid/);
  });

  it('never goes below zero heating gas', () => {
    expect(fromGasUse(300, 5).watts).toBe(0);
  });
});

describe('running costs, subsidy and offerte', () => {
  it('turns 1,100 m³ at 90 % into 8,704 kWh heat and 2,523 kWh at SCOP 3.45', () => {
    within(heatFromGas(1100, 0.9), 8704, 2);
    const costs = runningCosts({
      heatingGasM3: 1100,
      boilerEfficiency: 0.9,
      scop: 3.45,
      heatPumpShare: 1,
      gasCentsPerM3: 135,
      electricityCentsPerKwh: 28,
    });
    within(costs.electricityKwh, 2523, 2);
    expect(costs.currentCostCents).toBe(148_500);
    expect(costs.savingCents).toBe(costs.currentCostCents - costs.newCostCents);
    // 1,100 m³ × 1.8 kg = 1,980 kg, less 2,523 kWh × 0.30 kg (Dutch grid, production) = 757 kg.
    expect(costs.co2SavedKg).toBe(1223);
  });

  it('keeps burning gas for the share a hybrid does not deliver', () => {
    const costs = runningCosts({
      heatingGasM3: 1000,
      boilerEfficiency: 0.9,
      scop: 4,
      heatPumpShare: 0.74,
      gasCentsPerM3: 100,
      electricityCentsPerKwh: 30,
    });
    expect(costs.remainingGasM3).toBe(260);
    // 740 m³ × 1.8 kg = 1,332 kg, less 1,464 kWh × 0.30 kg = 439 kg.
    expect(costs.co2SavedKg).toBe(893);
  });

  it('estimates ISDE 2026: 5 kW A+++ → € 2,350, nothing below A++', () => {
    const unit = (energyLabel: EnergyLabel) =>
      ({ type: 'lucht-water', nominalKw: 5, energyLabel }) as const;
    expect(isdeEstimateCents(unit('A+++'))).toBe(235_000);
    expect(isdeEstimateCents(unit('A++'))).toBe(215_000);
    expect(isdeEstimateCents(unit('A+'))).toBe(0);
  });

  it('estimates no ISDE for a lucht-lucht unit, which RVO excludes, whatever its label', () => {
    expect(isdeEstimateCents({ type: 'lucht-lucht', nominalKw: 5, energyLabel: 'A+++' })).toBe(0);
    for (const type of ['lucht-water', 'hybride', 'bodem-water'] as const) {
      expect(isdeEstimateCents({ type, nominalKw: 5, energyLabel: 'A+++' })).toBe(235_000);
    }
  });

  it('prices an offerte in whole cents with margin, labour and 21 % btw', () => {
    const amounts = offerteAmounts({
      lines: [
        { name: 'Warmtepomp', modelNumber: 'X', quantity: 1, ownUnitCents: 553_050 },
        { name: 'Dempers', modelNumber: 'Y', quantity: 2, ownUnitCents: 2_205 },
      ],
      marginPercent: 25,
      labourHours: 12,
      labourRateCents: 6_000,
    });
    // 553,050 × 1.25 = 691,312.5 → 691,313; 2,205 × 1.25 = 2,756.25 → 2,756;
    // (696,825 + 72,000) × 0.21 = 161,453.25 → 161,453.
    expect(amounts.lines.map((l) => l.salesUnitCents)).toEqual([691_313, 2_756]);
    expect(amounts.goodsCents).toBe(696_825);
    expect(amounts.labourCents).toBe(72_000);
    expect(amounts.vatCents).toBe(161_453);
    expect(amounts.totalInclVatCents).toBe(930_278);
  });
});

describe('advice', () => {
  const base = {
    description: '',
    imageUrl: '',
    category: 'x',
    specifications: {},
    vatRate: 21,
    createdAt: '',
    documents: [],
    warrantyMonths: 60,
    archived: false,
  };
  const pump = (
    id: string,
    kw: number,
    type: 'lucht-water' | 'hybride',
    inStock = true,
  ): Product => ({
    ...base,
    id,
    name: id,
    modelNumber: id,
    price: kw * 100_000,
    inStock,
    heatPump: {
      type,
      nominalKw: kw,
      capacityKw: kw * 0.8,
      designCondition: 'A-10/W35',
      scop35: 4.8,
      scop55: 3.6,
      energyLabel: 'A+++',
      soundPowerDb: 60,
      warrantyYears: 5,
    },
  });
  const accessory = (id: string, role: 'boiler' | 'filter', liters?: number): Product => ({
    ...base,
    id,
    name: id,
    modelNumber: id,
    price: 10_000,
    installateurPrijs: 8_000,
    inStock: true,
    accessory: {
      role,
      heatPumpTypes: ['lucht-water'],
      ...(liters ? { volumeLiters: liters } : {}),
    },
  });
  const catalogue = [
    pump('lw10', 10, 'lucht-water'),
    pump('lw6', 6, 'lucht-water'),
    pump('lw8', 8, 'lucht-water'),
    pump('hy5', 5, 'hybride'),
    accessory('boiler150', 'boiler', 150),
    accessory('boiler200', 'boiler', 200),
    accessory('filter', 'filter'),
  ];

  it('offers the smallest heat pump that covers the loss first, with its accessories', () => {
    const options = adviseInstallations(
      { heatLossW: 5000, mode: 'all-electric', hybridPowerShare: 0.6, occupants: 4 },
      catalogue,
      10,
    );
    // lw6 covers 4.8 kW at A-10/W35: too small for 5,000 W.
    expect(options.map((o) => o.heatPump.product.id)).toEqual(['lw8', 'lw10']);
    const [first] = options;
    expect(first?.heatPump.unitPrice).toBe(720_000);
    expect(first?.accessories.map((a) => a.product.id)).toEqual(['boiler200', 'filter']);
    expect(first?.accessories[0]?.unitPrice).toBe(7_200);
    expect(first?.totalCents).toBe(720_000 + 7_200 + 7_200);
  });

  it('sizes a hybrid for its share of the loss', () => {
    const options = adviseInstallations(
      { heatLossW: 6000, mode: 'hybride', hybridPowerShare: 0.6, occupants: 2 },
      catalogue,
      0,
    );
    expect(options.map((o) => o.heatPump.product.id)).toEqual(['hy5']);
    expect(cylinderLitersFor(2)).toBe(150);
  });
});
