import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import type { LedgerEntry } from '@shared/schemas/order';
import type { Page, PageQuery } from '@shared/schemas/page';
import { companyPoints, firmPointsOf, type FirmPoints } from '../collections/company-points';
import { pointsLedger, publicLedgerEntry } from '../collections/points-ledger';
import { presentFields } from '../collections/record-fields';
import { makerNames } from '../policy/made-by';
import type { Storage, StorageTransaction } from '../storage/port';

/** One change of a firm's points, and the member who earned or spent them. */
export interface PointsEntry {
  userId: string;
  amount: number;
  reason: LedgerEntry['reason'];
  orderId?: string | undefined;
  orderNumber?: string | undefined;
  /** The credit note that took the points back (reason `retour`). */
  creditNoteNumber?: string | undefined;
  /** Why the back-office corrected the balance. */
  note?: string | undefined;
  at: Date;
}

/**
 * Changes a firm's points (domain-rules.md, "The firm as a party"): its balance and one ledger
 * entry per change, always together, so the balance stays the sum of the ledger. `firm` is the
 * balance as read in this transaction (`firmPointsOf`); writes only. Answers the new balance.
 */
export function changePoints(
  tx: StorageTransaction,
  firm: FirmPoints,
  ...entries: PointsEntry[]
): number {
  const balance = entries.reduce((sum, entry) => sum + entry.amount, firm.balance);
  companyPoints.in(tx).set(firm.companyId, { balance });
  for (const entry of entries) writeEntry(tx, firm.companyId, entry);
  return balance;
}

/** One ledger entry of the firm, written alone: the caller keeps the balance its sum. */
export function writeEntry(tx: StorageTransaction, companyId: string, entry: PointsEntry): void {
  pointsLedger.in(tx).set(randomUUID(), {
    userId: entry.userId,
    companyId,
    amount: entry.amount,
    reason: entry.reason,
    ...presentFields(entry, 'orderId', 'orderNumber', 'creditNoteNumber', 'note'),
    createdAt: isoMoment(entry.at),
  });
}

/** One page of a firm's points ledger, newest first, each entry naming its member. */
export async function ledgerPageOf(
  storage: Storage,
  companyId: string,
  page: PageQuery,
): Promise<Page<LedgerEntry>> {
  const { items, nextCursor } = await pointsLedger.on(storage).page(
    {
      where: [{ field: 'companyId', op: '==', value: companyId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    page,
  );
  const names = await makerNames(
    storage,
    items.map((entry) => entry.userId),
  );
  return {
    items: items.map((entry) => publicLedgerEntry(entry, names.get(entry.userId))),
    nextCursor,
  };
}

/** A page of the firm's ledger with the balance it adds up to (the points page, the back-office). */
export async function firmPointsPage(
  storage: Storage,
  companyId: string,
  page: PageQuery,
): Promise<Page<LedgerEntry> & { balance: number }> {
  const [{ balance }, ledger] = await Promise.all([
    firmPointsOf(storage, companyId),
    ledgerPageOf(storage, companyId, page),
  ]);
  return { balance, ...ledger };
}
