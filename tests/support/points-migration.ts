import { expect } from 'vitest';
import { ownCompanyId } from '../../src-server/collections/companies';
import { pointsLedger } from '../../src-server/collections/points-ledger';
import { users } from '../../src-server/collections/users';
import { migrateCompanies } from '../../src-server/company/migrate';
import type { Storage } from '../../src-server/storage/port';
import { firmBalance, giveFirmPoints } from './firm-points';

const clock = { now: () => new Date('2026-11-23T10:00:00Z') };
const FIRM = 'firma-warmte';
const at = (day: string) => new Date(`${day}T09:00:00Z`);

/** Personal points as they were stored before points belonged to the firm. */
const before: Record<string, { profile: Record<string, unknown>; points: number }> = {
  // An eigenaar whose ledger adds up to her balance.
  anna: { profile: { firstName: 'Anna', companyRole: 'eigenaar' }, points: 1_200 },
  // An inkoper with a return from before, booked as a correction naming its credit note.
  bas: { profile: { firstName: 'Bas', companyRole: 'inkoper' }, points: 450 },
  // A monteur whose balance was set before there was a ledger.
  cor: { profile: { firstName: 'Cor', companyRole: 'monteur' }, points: 300 },
  // A member without points, and one the firm removed: his points stay with the firm.
  eva: { profile: { firstName: 'Eva', companyRole: 'monteur' }, points: 0 },
  fien: {
    profile: { firstName: 'Fien', companyRole: 'monteur', removedFromCompanyAt: at('2026-10-01') },
    points: 20,
  },
};

/** Every entry of the firm's ledger and what they add up to. */
async function ledgerOf(storage: Storage, companyId: string) {
  const entries = await pointsLedger
    .on(storage)
    .query({ where: [{ field: 'companyId', op: '==', value: companyId }] });
  return { entries, sum: entries.reduce((total, entry) => total + entry.amount, 0) };
}

/**
 * The move of personal points to the firm (src-server/points/migrate.ts), the same on every
 * storage adapter: the firm's balance is what it had plus the sum of what its members had,
 * its ledger adds up to that balance and names each member, an old return's correction names
 * its credit note, and running it twice at once and once more moves no point twice.
 */
export async function checkPointsMigration(storage: Storage): Promise<void> {
  await storage.set('companies', FIRM, { name: 'Firma Warmte', createdAt: at('2026-01-01') });
  for (const [uid, { profile, points }] of Object.entries(before)) {
    await storage.set('users', uid, {
      email: `${uid}@warmte.test`,
      companyId: FIRM,
      rewardPoints: points,
      ...profile,
    });
  }
  // A user from before companies: the company migration founds his firm, then his points move.
  await storage.set('users', 'dirk', { email: 'dirk@warmte.test', rewardPoints: 75 });
  const personal = (id: string, userId: string, amount: number, extra = {}) =>
    storage.set('pointsLedger', id, {
      userId,
      amount,
      reason: 'startsaldo',
      createdAt: at('2026-02-01'),
      ...extra,
    });
  await personal('anna-1', 'anna', 1_000);
  await personal('anna-2', 'anna', 200, { reason: 'verdiend', orderNumber: 'WP-2026-000007' });
  await personal('bas-1', 'bas', 500, { reason: 'verdiend', orderNumber: 'WP-2026-000008' });
  await personal('bas-2', 'bas', -50, {
    reason: 'correctie',
    orderNumber: 'WP-2026-000008',
    note: 'Retour, creditfactuur C-2026-000003',
  });
  // Dirk's entries do not add up to his balance (100 against 75).
  await personal('dirk-1', 'dirk', 100);
  // Points the firm earned after the new code started, before the migration ran.
  await giveFirmPoints(storage, 'anna', 500);

  const runs = await Promise.all([
    migrateCompanies(storage, clock),
    migrateCompanies(storage, clock),
  ]);
  const personalSum = Object.values(before).reduce((sum, member) => sum + member.points, 0);
  expect(runs[0].pointsMoved + runs[1].pointsMoved).toBe(personalSum + 75);
  expect(runs[0].membersWithPointsMoved + runs[1].membersWithPointsMoved).toBe(5);

  const firm = await ledgerOf(storage, FIRM);
  expect(await firmBalance(storage, FIRM)).toBe(500 + personalSum);
  expect(firm.sum).toBe(500 + personalSum);
  const byMember = (uid: string) =>
    firm.entries.filter((entry) => entry.userId === uid).reduce((sum, e) => sum + e.amount, 0);
  for (const [uid, { points }] of Object.entries(before)) {
    expect({ uid, points: byMember(uid) }).toEqual({
      uid,
      points: uid === 'anna' ? 1_700 : points,
    });
  }
  expect(firm.entries.find((entry) => entry.id === 'bas-2')).toMatchObject({
    reason: 'retour',
    creditNoteNumber: 'C-2026-000003',
    amount: -50,
  });
  expect(firm.entries.find((entry) => entry.id === 'bas-2')?.note).toBeUndefined();
  // Cor had no ledger: his balance becomes one opening entry in his name.
  expect(firm.entries.filter((entry) => entry.userId === 'cor')).toEqual([
    expect.objectContaining({ amount: 300, reason: 'startsaldo' }),
  ]);
  const dirk = await ledgerOf(storage, ownCompanyId('dirk'));
  expect(await firmBalance(storage, ownCompanyId('dirk'))).toBe(75);
  expect(dirk.sum).toBe(75);
  expect(await users.on(storage).get('bas')).toMatchObject({ rewardPoints: 0, pointsMoved: 450 });

  // Once more: nothing moves, nothing is written twice.
  const entries = (await pointsLedger.on(storage).query()).length;
  const again = await migrateCompanies(storage, clock);
  expect(again).toMatchObject({ membersWithPointsMoved: 0, pointsMoved: 0 });
  expect(await firmBalance(storage, FIRM)).toBe(500 + personalSum);
  expect(await firmBalance(storage, ownCompanyId('dirk'))).toBe(75);
  expect((await pointsLedger.on(storage).query()).length).toBe(entries);
}
