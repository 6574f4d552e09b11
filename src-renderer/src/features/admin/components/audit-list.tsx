import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FilterSelect, ListScaffold } from '@/components/list-scaffold';
import { optionsOf } from '@/components/form-field';
import { useUrlFilters } from '@/hooks/use-url-filters';
import {
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  SYSTEM_ACTOR_ID,
  isCsvImportEntry,
  type AuditEntry,
} from '@shared/schemas/admin/audit';
import { auditRecordText } from '@shared/schemas/admin/audit-text';
import { auditListQuery } from '../api/audit';
import { adminUsersQuery } from '../api/users';
import { AuditEntryView } from './audit-log';

/** Where the back-office shows a record of the log. */
function recordPath(entry: AuditEntry): string {
  const { entity, entityId } = entry;
  const id = encodeURIComponent(entityId);
  // A CSV import changed many products: it has no page of its own.
  if (isCsvImportEntry(entry)) return '/beheer/producten';
  switch (entity) {
    case 'order':
      return `/beheer/bestellingen/${id}`;
    case 'product':
      return `/beheer/producten/${id}`;
    case 'user':
      return `/beheer/gebruikers/${id}`;
    case 'invoice':
      return '/beheer/facturen';
    case 'application':
      return '/beheer/aanvragen';
    case 'message':
      return '/beheer/berichten';
  }
}

/** `Door`: everyone, each admin by e-mail address, or the portal itself. */
function useActorOptions() {
  const admins = useInfiniteQuery(adminUsersQuery({ role: 'admin' }));
  const people = admins.data?.pages.flatMap((page) => page.items) ?? [];
  return [
    ['', 'Iedereen'] as const,
    ...people.map((admin) => [admin.id, admin.email] as const),
    [SYSTEM_ACTOR_ID, 'Systeem'] as const,
  ];
}

/** Every change by admins and by the portal itself, newest first, filtered in the URL. */
export function AuditList() {
  const filter = useUrlFilters();
  const soort = filter.get('soort');
  const door = filter.get('door');
  const query = useInfiniteQuery(
    auditListQuery({ ...(soort ? { soort } : {}), ...(door ? { door } : {}) }),
  );
  const actors = useActorOptions();
  return (
    <ListScaffold<AuditEntry>
      filters={
        <>
          <FilterSelect
            label="Soort"
            param="soort"
            options={[['', 'Alles'], ...optionsOf(AUDIT_ENTITIES, AUDIT_ENTITY_LABELS)]}
          />
          <FilterSelect label="Door" param="door" options={actors} />
        </>
      }
      query={query}
      what="Wijzigingen"
      empty="Geen wijzigingen met deze filters."
      render={(entries) => (
        <ol className="audit-log">
          {entries.map((entry) => (
            <li key={entry.id}>
              <AuditEntryView
                entry={entry}
                record={<Link to={recordPath(entry)}>{auditRecordText(entry)}</Link>}
              />
            </li>
          ))}
        </ol>
      )}
    />
  );
}
