import { describe, expect, it } from 'vitest';
import { defaultCalculatorInput } from '../../src-shared/calculator/summary';
import { calculationOf, createCalculation } from '../../src-server/calculator/calculations';
import { seedFirm } from '../support/company-scenario';
import { freshSqliteStorage } from '../support/fresh-storage';

const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

describe('a saved calculation for a client', () => {
  const storage = freshSqliteStorage();

  it("answers the client's name with it, so the offerte and report are made out to them", async () => {
    const firm = await seedFirm(storage(), 'ber');
    await storage().set('clients', 'ber-klant', {
      ownerId: firm.owner,
      companyId: firm.companyId,
      name: 'Familie Jansen',
      createdAt: now,
      updatedAt: now,
    });
    const input = { ...defaultCalculatorInput(), heatLossW: 6000 };
    const forClient = await createCalculation(storage(), clock, firm.owner, {
      name: 'Lindelaan 14',
      clientId: 'ber-klant',
      input,
    });
    const without = await createCalculation(storage(), clock, firm.owner, {
      name: 'Zonder klant',
      input,
    });
    // A colleague reopens it.
    expect(await calculationOf(storage(), firm.buyer, forClient.id)).toMatchObject({
      clientId: 'ber-klant',
      clientName: 'Familie Jansen',
    });
    expect((await calculationOf(storage(), firm.buyer, without.id)).clientName).toBeUndefined();
  });
});
