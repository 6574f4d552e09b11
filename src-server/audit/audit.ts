import { randomUUID } from 'node:crypto';
import {
  SYSTEM_ACTOR_ID,
  type AuditChange,
  type AuditEntity,
  type AuditEntry,
} from '@shared/schemas/admin/audit';
import type { PageQuery } from '@shared/schemas/page';
import type { Page } from '@shared/schemas/page';
import { isoMoment } from '@shared/domain/dates';
import { auditLog } from '../collections/audit-log';
import { whereEquals } from '../collections/collection';
import { withRecordLabels } from './record-label';
import type { Storage, StorageTransaction } from '../storage/port';

type StoredAudit = Omit<AuditEntry, 'id'>;

/** Who made a back-office change: the signed-in admin, or the portal itself (`SYSTEM`). */
export interface Actor {
  uid: string;
  email: string;
}

/**
 * The portal as the author of what it changes on its own, without an admin: stock taken by
 * an order and given back by a cancellation, the invoice and points of a delivery, start-up
 * migrations, an expired invitation cleared. The log shows it as `Systeem`.
 */
export const SYSTEM: Actor = { uid: SYSTEM_ACTOR_ID, email: 'Systeem' };

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (value instanceof Date) return isoMoment(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields that differ between two versions of a record, as text for the log. */
export function diff<T extends object>(
  before: Partial<T> | null,
  after: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields.flatMap((field) => {
    const old = show(before?.[field]);
    const now = show(after[field]);
    return old === now ? [] : [{ field, before: old, after: now }];
  });
}

/** Writes one entry of the audit log, in the transaction of the change it describes. */
export function recordAudit(
  tx: StorageTransaction,
  entry: {
    actor: Actor;
    entity: AuditEntity;
    entityId: string;
    action: string;
    changes: AuditChange[];
    at: Date;
    /** How the log names the record (see `recordLabel` in ./record-label.ts). */
    recordLabel?: string | undefined;
  },
): void {
  auditLog.in(tx).set(randomUUID(), {
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actor.uid,
    actorEmail: entry.actor.email,
    changes: entry.changes,
    at: isoMoment(entry.at),
    ...(entry.recordLabel ? { recordLabel: entry.recordLabel } : {}),
  });
}

/** The log of one object, newest first. */
export async function auditOf(
  storage: Storage,
  entity: AuditEntity,
  entityId: string,
  page: PageQuery,
): Promise<Page<AuditEntry>> {
  return auditLog.on(storage).page(
    {
      where: [
        { field: 'entity', op: '==', value: entity },
        { field: 'entityId', op: '==', value: entityId },
      ],
      orderBy: [{ field: 'at', direction: 'desc' }],
    },
    page,
  );
}

/**
 * Every change of the log, newest first, optionally of one kind of record and by one actor,
 * each entry with the name of its record (`recordLabel`).
 * Each filter is an equality before the order on `at`: firestore.indexes.json has the index of
 * each combination.
 */
export async function auditList(
  storage: Storage,
  filters: { entity?: AuditEntity | undefined; actorId?: string | undefined },
  page: PageQuery,
): Promise<Page<AuditEntry>> {
  const found = await auditLog.on(storage).page(
    {
      where: [
        ...whereEquals<StoredAudit>('entity', filters.entity),
        ...whereEquals<StoredAudit>('actorId', filters.actorId),
      ],
      orderBy: [{ field: 'at', direction: 'desc' }],
    },
    page,
  );
  return { ...found, items: await withRecordLabels(storage, found.items) };
}
