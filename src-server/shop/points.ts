import { randomUUID } from 'node:crypto';
import { ledgerEntrySchema, type LedgerEntry } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import { queryPage } from '../paging';
import { COLLECTIONS, isoDate } from '../records';
import type { DocumentData, StorageTransaction, Storage } from '../storage/port';

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
  tx.update(COLLECTIONS.users, change.userId, { rewardPoints: change.balance + change.amount });
  tx.set(COLLECTIONS.pointsLedger, randomUUID(), {
    userId: change.userId,
    amount: change.amount,
    reason: change.reason,
    ...(change.orderId ? { orderId: change.orderId } : {}),
    ...(change.orderNumber ? { orderNumber: change.orderNumber } : {}),
    ...(change.note ? { note: change.note } : {}),
    createdAt: change.at,
  });
}

export function toLedgerEntry(doc: { id: string; data: DocumentData }): LedgerEntry {
  return ledgerEntrySchema.parse({
    ...doc.data,
    id: doc.id,
    createdAt: isoDate(doc.data.createdAt),
  });
}

/** One page of a user's points ledger, newest first. */
export async function ledgerPageOf(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<LedgerEntry>> {
  const { items, nextCursor } = await queryPage(
    storage,
    COLLECTIONS.pointsLedger,
    {
      where: [{ field: 'userId', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  return { items: items.map(toLedgerEntry), nextCursor };
}
