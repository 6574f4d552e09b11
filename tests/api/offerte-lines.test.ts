import { beforeAll, describe, expect, it } from 'vitest';
import { defaultCalculatorInput } from '@shared/calculator/summary';
import { salesPriceCents } from '@shared/domain/offerte';
import type { Offerte, OfferteLine } from '@shared/schemas/offerte';
import { unitPriceFor } from '@shared/domain/pricing';
import { seedCatalogue } from '../../src-server/seed/catalogue';
import { storeSeedCatalogue } from '../fixtures/product';
import { apiHarness } from './harness';

const api = apiHarness('offerteregels');
let owner: string;
let other: string;
/** The seeded Aquaris 8 kW: its installer's price is what the picker starts from. */
function seededPump() {
  const pump = seedCatalogue().find((product) => product.id === 'nw-aw8');
  if (!pump) throw new Error('The seed catalogue has no nw-aw8');
  return pump;
}

beforeAll(async () => {
  [owner, other] = await Promise.all([
    api.user('eigenaar', { role: 'installer', discount: 10 }),
    api.user('ander', { role: 'installer', discount: 0 }),
  ]);
  await storeSeedCatalogue(api.storage);
});

async function saveDetails(token: string, details: Record<string, unknown>) {
  const saved = await api.call(token, 'PUT', '/api/business-details', {
    tradeName: 'Regels Installatie',
    ...details,
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

describe('a catalogue product as an offerte line', () => {
  it('is priced at the installer’s own price plus the company’s default margin', async () => {
    await saveDetails(owner, { marginPercent: 30 });
    const line = await api.call<OfferteLine>(owner, 'GET', '/api/offertes/productregel/nw-aw8');
    expect(line.status).toBe(200);
    // The own price less the personal 10 %, plus 30 % margin.
    const pump = seededPump();
    expect(line.json).toEqual({
      kind: 'product',
      description: `${pump.name} (${pump.modelNumber})`,
      quantity: 1,
      unitPriceCents: salesPriceCents(unitPriceFor(pump, 10), 30),
      vatRate: 21,
      productId: 'nw-aw8',
    });
    expect(line.json.unitPriceCents).toBeGreaterThan(unitPriceFor(pump, 10));
    // Another company: its own discount and margin (the default), never the first one's.
    const foreign = await api.call<OfferteLine>(other, 'GET', '/api/offertes/productregel/nw-aw8');
    expect(foreign.json.unitPriceCents).toBe(salesPriceCents(unitPriceFor(seededPump(), 0), 25));
  });

  it('refuses a product that does not exist, when asked and when saved, in Dutch', async () => {
    const asked = await api.call(owner, 'GET', '/api/offertes/productregel/bestaat-niet');
    expect(asked.status).toBe(400);
    expect(asked.json.error?.message).toBe('Een gekozen product bestaat niet (meer).');
    const created = await api.call<Offerte>(owner, 'POST', '/api/offertes', { from: 'blanco' });
    const line = {
      kind: 'product',
      description: 'Nep',
      quantity: 1,
      unitPriceCents: 1,
      vatRate: 21,
    };
    const saved = await api.call(owner, 'PUT', `/api/offertes/${created.json.id}`, {
      lines: [{ ...line, productId: 'bestaat-niet' }],
      validUntil: '2099-12-31',
    });
    expect(saved.status).toBe(400);
    expect(saved.json.error?.message).toBe('Een gekozen product bestaat niet (meer).');
    const typed = await api.call<Offerte>(owner, 'PUT', `/api/offertes/${created.json.id}`, {
      lines: [{ ...line, productId: 'nw-aw8', unitPriceCents: 150_000 }],
      validUntil: '2099-12-31',
    });
    expect(typed.status).toBe(200);
    expect(typed.json.lines[0]?.unitPriceCents).toBe(150_000);
  });
});

describe('labour from a calculation', () => {
  async function labourRate(token: string) {
    const input = {
      ...defaultCalculatorInput(),
      heatLossW: 6900,
      labourHours: 8,
      labourRateCents: 7_500,
    };
    const calculation = await api.call<{ id: string }>(
      token,
      'POST',
      '/api/calculator/calculations',
      {
        name: 'Woning',
        input,
      },
    );
    expect(calculation.status).toBe(201);
    const offerte = await api.call<Offerte>(token, 'POST', '/api/offertes', {
      from: 'berekening',
      calculationId: calculation.json.id,
    });
    expect(offerte.status).toBe(201);
    const labour = offerte.json.lines.find((line) => line.kind === 'arbeid');
    expect(labour?.quantity).toBe(8);
    return labour?.unitPriceCents;
  }

  it('takes the calculation’s rate until the company saved its own hourly rate', async () => {
    expect(await labourRate(other)).toBe(7_500);
    await saveDetails(other, { hourlyRateCents: 8_250 });
    expect(await labourRate(other)).toBe(8_250);
  });
});
