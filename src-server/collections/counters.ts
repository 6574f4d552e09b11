import { z } from 'zod';
import { numberingYear } from '@shared/domain/calendar';
import { formatCustomerInvoiceNumber } from '@shared/domain/customer-invoice';
import { formatInvoiceNumber } from '@shared/domain/invoice';
import { formatOfferteNumber } from '@shared/domain/offerte';
import { formatOrderNumber } from '@shared/domain/rules';
import type { StorageTransaction } from '../storage/port';
import { defineCollection } from './collection';

/** `counters/{name}`: the next free number of a sequence (see `counterId`). */
export const counters = defineCollection({
  name: 'counters',
  schema: z.object({ next: z.number().int().positive() }),
});

/**
 * The portal's numbered documents and their sequences: one counter per kind and year (offertes:
 * per company and year), the year being the Dutch calendar day's (`numberingYear`), so a
 * document made at 31 December 23:30 UTC is numbered in the new year like every other one.
 */
export type NumberedKind = 'order' | 'offerte' | 'factuur' | 'creditfactuur' | 'klantfactuur';

const COUNTER_NAMES: Record<NumberedKind, string> = {
  order: 'orders',
  offerte: 'offertes',
  factuur: 'invoices',
  creditfactuur: 'creditnotes',
  // A firm's own invoices to its clients: a series per firm (the scope) and year.
  klantfactuur: 'customerinvoices',
};

/** The counter document of a sequence: `orders-2026`, `invoices-2026`, `offertes-{company}-2026`. */
export function counterId(kind: NumberedKind, year: number, scope?: string): string {
  return [COUNTER_NAMES[kind], ...(scope ? [scope] : []), year].join('-');
}

/** A number as its kind prints it (a firm's invoice: with the prefix the firm chose). */
export function formatNumber(
  kind: NumberedKind,
  year: number,
  sequence: number,
  prefix = '',
): string {
  if (kind === 'order') return formatOrderNumber(year, sequence);
  if (kind === 'offerte') return formatOfferteNumber(year, sequence);
  if (kind === 'klantfactuur') return formatCustomerInvoiceNumber(prefix, year, sequence);
  return formatInvoiceNumber(kind, year, sequence);
}

/**
 * Takes `count` consecutive sequence numbers from a counter inside the caller's transaction
 * and answers the first: the counter and the documents that use the numbers are written
 * together, so a failed or retried attempt uses none and two documents never share one (the
 * store serialises transactions that read the same counter). Reads first; the caller writes
 * nothing before it.
 */
export async function takeSequenceIn(
  tx: StorageTransaction,
  id: string,
  count = 1,
): Promise<number> {
  const first = (await counters.in(tx).get(id))?.next ?? 1;
  counters.in(tx).set(id, { next: first + count });
  return first;
}

/**
 * The next `count` numbers of a gapless sequence for documents made at `now`, taken inside
 * the caller's transaction (see `takeSequenceIn`). `scope`: the company of an offerte.
 */
export async function nextNumbersIn(
  tx: StorageTransaction,
  kind: NumberedKind,
  now: Date,
  count = 1,
  scope?: string,
): Promise<string[]> {
  const year = numberingYear(now);
  const first = await takeSequenceIn(tx, counterId(kind, year, scope), count);
  return Array.from({ length: count }, (_, index) => formatNumber(kind, year, first + index));
}

/** The next number of a gapless sequence; see `nextNumbersIn`. */
export async function nextNumberIn(
  tx: StorageTransaction,
  kind: NumberedKind,
  now: Date,
  scope?: string,
  prefix?: string,
): Promise<string> {
  const year = numberingYear(now);
  return formatNumber(kind, year, await takeSequenceIn(tx, counterId(kind, year, scope)), prefix);
}
