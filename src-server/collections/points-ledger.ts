import { z } from 'zod';
import { ledgerEntrySchema, type LedgerEntry } from '@shared/schemas/order';
import { defineCollection, storedDate, type DocOf, type WithId } from './collection';

/**
 * `pointsLedger/{id}`: one change of a firm's points, naming the member who earned or spent
 * them (`userId`); the firm's balance (`companyPoints`) is the sum of its entries. Entries from
 * before points belonged to the firm have no `companyId` until the start-up migration
 * (src-server/points/migrate.ts) gives them their member's.
 */
const storedLedgerEntrySchema = ledgerEntrySchema.omit({ id: true, memberName: true }).extend({
  userId: z.string(),
  companyId: z.string().optional(),
  createdAt: storedDate,
});
export type StoredLedgerEntry = DocOf<typeof storedLedgerEntrySchema>;

export const pointsLedger = defineCollection({
  name: 'pointsLedger',
  schema: storedLedgerEntrySchema,
});

/** The entry as the API answers it: the member by name, no ids of people or firms. */
export function publicLedgerEntry(
  stored: WithId<StoredLedgerEntry>,
  memberName?: string,
): LedgerEntry {
  const { userId: _member, companyId: _firm, ...entry } = stored;
  return memberName === undefined ? entry : { ...entry, memberName };
}
