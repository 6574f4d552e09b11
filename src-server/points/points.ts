import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import type { LedgerEntry } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import { pointsLedger, publicLedgerEntry } from '../collections/points-ledger';
import { users } from '../collections/users';
import type { Storage, StorageTransaction } from '../storage/port';

/**
 * Changes a user's points: the balance on the profile and an entry in the ledger, always
 * together, so the balance stays the sum of the ledger.
 */
export function changePoints(
  tx: StorageTransaction,
  change: {
    userId: string;
    balance: number;
    amount: number;
    reason: LedgerEntry['reason'];
    orderId?: string;
    orderNumber?: string;
    /** Why the back-office corrected the balance. */
    note?: string;
    at: Date;
  },
) {
  users.in(tx).update(change.userId, { rewardPoints: change.balance + change.amount });
  pointsLedger.in(tx).set(randomUUID(), {
    userId: change.userId,
    amount: change.amount,
    reason: change.reason,
    ...(change.orderId ? { orderId: change.orderId } : {}),
    ...(change.orderNumber ? { orderNumber: change.orderNumber } : {}),
    ...(change.note ? { note: change.note } : {}),
    createdAt: isoMoment(change.at),
  });
}

/** One page of a user's points ledger, newest first. */
export async function ledgerPageOf(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<LedgerEntry>> {
  const { items, nextCursor } = await pointsLedger.on(storage).page(
    {
      where: [{ field: 'userId', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return { items: items.map(publicLedgerEntry), nextCursor };
}
