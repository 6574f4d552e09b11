import { randomUUID } from 'node:crypto';
import type { AuditChange, AuditEntity, AuditEntry } from '@shared/schemas/admin/audit';
import type { PageQuery } from '@shared/schemas/page';
import type { Page } from '@shared/schemas/page';
import { queryPage } from '../paging';
import { COLLECTIONS } from '../records';
import type { DocumentData, DocumentValue, Storage, StorageTransaction } from '../storage/port';

/** Who made a back-office change: the signed-in admin. */
export interface Actor {
  uid: string;
  email: string;
}

function show(value: DocumentValue | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields that differ between two versions of a record, as text for the log. */
export function diff(
  before: DocumentData | null,
  after: DocumentData,
  fields: readonly string[] = Object.keys(after),
): AuditChange[] {
  return fields.flatMap((field) => {
    const old = show(before?.[field]);
    const now = show(after[field]);
    return old === now ? [] : [{ field, before: old, after: now }];
  });
}

/** Writes one entry of the audit log, in the transaction of the change it describes. */
export function recordAudit(
  writer: Pick<StorageTransaction, 'set'>,
  entry: {
    actor: Actor;
    entity: AuditEntity;
    entityId: string;
    action: string;
    changes: AuditChange[];
    at: Date;
  },
): void {
  writer.set(COLLECTIONS.auditLog, randomUUID(), {
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    actorId: entry.actor.uid,
    actorEmail: entry.actor.email,
    changes: entry.changes.map((c) => ({ ...c })),
    at: entry.at,
  });
}

/** The log of one object, newest first. */
export async function auditOf(
  storage: Storage,
  entity: AuditEntity,
  entityId: string,
  page: PageQuery,
): Promise<Page<AuditEntry>> {
  const result = await queryPage(
    storage,
    COLLECTIONS.auditLog,
    {
      where: [
        { field: 'entity', op: '==', value: entity },
        { field: 'entityId', op: '==', value: entityId },
      ],
      orderBy: [{ field: 'at', direction: 'desc' }],
    },
    page,
  );
  return {
    nextCursor: result.nextCursor,
    items: result.items.map(({ id, data }) => ({
      id,
      entity,
      entityId,
      action: String(data.action),
      actorId: String(data.actorId),
      actorEmail: String(data.actorEmail),
      changes: (data.changes as AuditChange[]) ?? [],
      at: data.at instanceof Date ? data.at.toISOString() : String(data.at),
    })),
  };
}
