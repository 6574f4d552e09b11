import { ownCompanyId } from '../../src-server/collections/companies';
import { firmPointsOf } from '../../src-server/collections/company-points';
import { users } from '../../src-server/collections/users';
import { changePoints } from '../../src-server/points/points';
import type { Storage } from '../../src-server/storage/port';

/**
 * Gives the firm of `uid` spaarpunten, as an opening balance booked in that member's name (the
 * way points are kept since they belong to the firm): the firm's balance and its ledger, in one
 * transaction. A user without a company has the firm the migration would give them.
 */
export async function giveFirmPoints(
  storage: Storage,
  uid: string,
  points: number,
  at = new Date('2026-01-01T09:00:00Z'),
): Promise<void> {
  await storage.transaction(async (tx) => {
    const user = await users.in(tx).get(uid);
    const firm = await firmPointsOf(tx, user?.companyId ?? ownCompanyId(uid));
    changePoints(tx, firm, { userId: uid, amount: points, reason: 'startsaldo', at });
  });
}

/** The firm's balance as stored. */
export async function firmBalance(storage: Storage, companyId: string): Promise<number> {
  return (await firmPointsOf(storage, companyId)).balance;
}
