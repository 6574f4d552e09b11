import { isoMoment } from '@shared/domain/dates';
import type { WithId } from '../collections/collection';
import { companyPoints, firmPointsOf } from '../collections/company-points';
import { pointsLedger, type StoredLedgerEntry } from '../collections/points-ledger';
import { rewardPointsOf, users } from '../collections/users';
import type { Clock } from '../env';
import { companyOfRecord } from '../policy/access';
import type { Storage } from '../storage/port';
import { writeEntry } from './points';

export interface PointsMigrationReport {
  /** Members whose personal points or ledger entries moved to their firm in this run. */
  membersWithPointsMoved: number;
  /** The points those members had, now their firms'. */
  pointsMoved: number;
}

/** A return's correction from before firm points named its credit notes in the note. */
const OLD_RETURN_NOTE = /^Retour, creditfactu(?:ur|ren) (.+)$/;

/** A personal entry as the firm's: its member's firm, and a return naming its credit note. */
function asFirmEntry(
  { id: _id, ...entry }: WithId<StoredLedgerEntry>,
  companyId: string,
): StoredLedgerEntry {
  const credit = entry.reason === 'correctie' ? OLD_RETURN_NOTE.exec(entry.note ?? '') : null;
  if (!credit?.[1]) return { ...entry, companyId };
  const { note: _note, ...rest } = entry;
  return { ...rest, companyId, reason: 'retour', creditNoteNumber: credit[1] };
}

/**
 * Start-up migration to firm points (domain-rules.md, "The firm as a party"): each member's
 * personal balance (`rewardPoints`) is added to their firm's, and their ledger entries become
 * the firm's, still naming them, all in one transaction per member. Where a personal balance
 * and its entries did not add up (a balance set before there was a ledger), one entry for the
 * difference keeps the firm's ledger equal to its balance. The member is marked as moved in
 * the same transaction, so a second run, or two at once, moves no point twice. Runs after the
 * company migration, which gave every member a firm.
 */
export async function movePointsToFirms(
  storage: Storage,
  clock: Clock,
): Promise<PointsMigrationReport> {
  const report: PointsMigrationReport = { membersWithPointsMoved: 0, pointsMoved: 0 };
  const waiting = (await users.on(storage).query()).filter((user) => !user.pointsMovedAt);
  for (const { id } of waiting) {
    const moved = await storage.transaction(async (tx) => {
      const user = await users.in(tx).get(id);
      if (!user || user.pointsMovedAt) return null;
      const companyId = companyOfRecord(user, id);
      const [firm, entries] = await Promise.all([
        firmPointsOf(tx, companyId),
        pointsLedger.in(tx).query({ where: [{ field: 'userId', op: '==', value: id }] }),
      ]);
      const personal = entries.filter((entry) => entry.companyId === undefined);
      const balance = rewardPointsOf(user);
      const inLedger = personal.reduce((sum, entry) => sum + entry.amount, 0);
      const now = clock.now();
      for (const entry of personal) {
        pointsLedger.in(tx).set(entry.id, asFirmEntry(entry, companyId));
      }
      if (balance !== inLedger) {
        writeEntry(tx, companyId, {
          userId: id,
          amount: balance - inLedger,
          ...(inLedger === 0
            ? { reason: 'startsaldo' as const }
            : {
                reason: 'correctie' as const,
                note: 'Verschil tussen saldo en mutaties bij het overzetten naar het bedrijf',
              }),
          at: now,
        });
      }
      if (balance !== 0) companyPoints.in(tx).set(companyId, { balance: firm.balance + balance });
      users
        .in(tx)
        .update(id, { rewardPoints: 0, pointsMovedAt: isoMoment(now), pointsMoved: balance });
      return { balance, entries: personal.length };
    });
    if (moved && (moved.balance !== 0 || moved.entries > 0)) {
      report.membersWithPointsMoved++;
      report.pointsMoved += moved.balance;
    }
  }
  return report;
}
