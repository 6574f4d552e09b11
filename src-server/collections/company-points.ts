import { z } from 'zod';
import type { Storage } from '../storage/port';
import { defineCollection, type DocumentReader } from './collection';

/**
 * `companyPoints/{companyId}`: the firm's spaarpunten balance (domain-rules.md, "The firm as a
 * party"), always the sum of the firm's entries in `pointsLedger` and never below 0. Written
 * only by src-server/points; a firm without a document has 0 points.
 */
export const companyPoints = defineCollection({
  name: 'companyPoints',
  schema: z.object({
    balance: z.number().int(),
  }),
});

/** A firm's points as read before a change: the firm and its balance. */
export interface FirmPoints {
  companyId: string;
  balance: number;
}

/** The firm's balance as stored (0 before its first entry), from the store or a transaction. */
export async function firmPointsOf(reader: DocumentReader, companyId: string): Promise<FirmPoints> {
  const stored = await companyPoints.from(reader).get(companyId);
  return { companyId, balance: stored?.balance ?? 0 };
}

/** The balances of several firms, each read once (a list of members of different firms). */
export async function firmBalances(
  storage: Storage,
  companyIds: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(companyIds)];
  const stored = await companyPoints.on(storage).getMany(unique);
  return new Map(unique.map((id, index) => [id, stored[index]?.balance ?? 0]));
}
