import { z } from 'zod';
import { ledgerEntrySchema, type LedgerEntry } from '@shared/schemas/order';
import { defineCollection, storedDate, type DocOf, type WithId } from './collection';

/** `pointsLedger/{id}`: one change of a user's points; the balance is their sum. */
const storedLedgerEntrySchema = ledgerEntrySchema.omit({ id: true }).extend({
  userId: z.string(),
  createdAt: storedDate,
});
export type StoredLedgerEntry = DocOf<typeof storedLedgerEntrySchema>;

export const pointsLedger = defineCollection({
  name: 'pointsLedger',
  schema: storedLedgerEntrySchema,
});

/** The entry as the API answers it: without the owner's id. */
export function publicLedgerEntry(stored: WithId<StoredLedgerEntry>): LedgerEntry {
  const { userId: _owner, ...entry } = stored;
  return entry;
}
