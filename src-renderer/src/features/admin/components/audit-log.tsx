import { EmailAddress } from '@/components/email-address';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '@/components/query-states';
import { formatDateTime } from '@/lib/dates';
import type { ReactNode } from 'react';
import { SYSTEM_ACTOR_ID, type AuditEntity, type AuditEntry } from '@shared/schemas/admin/audit';
import { auditActionText, auditFieldLabel, auditValueText } from '@shared/schemas/admin/audit-text';
import { auditQuery } from '../api/audit';
import { AdminCard } from './admin-card';

/** A value as people read it; an e-mail address breaks only after its `@` and dots. */
function valueView(field: string, value: string): ReactNode {
  const text = auditValueText(field, value);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? <EmailAddress address={text} /> : text;
}

/** One change, field by field, as people read it. */
export function AuditEntryView({ entry, record }: { entry: AuditEntry; record?: ReactNode }) {
  return (
    <>
      <div>
        <strong>{auditActionText(entry.action)}</strong>
        {record ? <> · {record}</> : null}{' '}
        <span className="admin-muted">
          door{' '}
          {entry.actorId === SYSTEM_ACTOR_ID ? (
            'het systeem'
          ) : (
            <EmailAddress address={entry.actorEmail} />
          )}
          , {formatDateTime(entry.at)}
        </span>
      </div>
      {entry.changes.map((change) => (
        <div key={change.field} className="change">
          {auditFieldLabel(change.field)}: {valueView(change.field, change.before)} →{' '}
          {valueView(change.field, change.after)}
        </div>
      ))}
    </>
  );
}

/** Every back-office change to one object: who, when, what, before → after. */
export function AuditLog({ entity, id }: { entity: AuditEntity; id: string }) {
  const query = useInfiniteQuery(auditQuery(entity, id));
  return (
    <AdminCard title="Logboek">
      <PagedList query={query} what="Wijzigingen" empty="Nog geen wijzigingen vanuit het beheer.">
        {(entries) => (
          <ol className="audit-log">
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditEntryView entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </AdminCard>
  );
}
