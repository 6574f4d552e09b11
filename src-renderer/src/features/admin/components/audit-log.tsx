import { ROLE_LABELS, ROLES, type Role } from '@shared/domain/rules';
import type { AuditEntity } from '@shared/schemas/admin/audit';
import { useAudit } from '../api/get-audit';
import { LoadMore, QueryStates } from './query-states';

const dateTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short' });

const FIELD_LABELS: Record<string, string> = {
  role: 'Rol',
  discount: 'Korting',
  rewardPoints: 'Spaarpunten',
  status: 'Status',
  trackAndTrace: 'Track-and-trace',
  name: 'Naam',
  description: 'Omschrijving',
  modelNumber: 'Typenummer',
  category: 'Categorie',
  price: 'Adviesprijs (cent)',
  installateurPrijs: 'Installateursprijs (cent)',
  vatRate: 'Btw',
  warrantyMonths: 'Garantie (maanden)',
  inStock: 'Op voorraad',
  imageUrl: 'Afbeelding',
  specifications: 'Specificaties',
  documents: 'Documenten',
  archived: 'Gearchiveerd',
  rejectionReason: 'Reden',
  read: 'Gelezen',
  email: 'E-mailadres',
  company: 'Bedrijf',
};

/** Stored values as people read them: roles by their Dutch name. */
function shown(field: string, value: string): string {
  if (field === 'role' && (ROLES as readonly string[]).includes(value)) {
    return ROLE_LABELS[value as Role];
  }
  return value;
}

/** Every back-office change to one object: who, when, what, before → after. */
export function AuditLog({ entity, id }: { entity: AuditEntity; id: string }) {
  const query = useAudit(entity, id);
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="admin-card" aria-labelledby={`logboek-${id}`}>
      <h2 id={`logboek-${id}`}>Logboek</h2>
      <QueryStates
        isPending={query.isPending}
        error={query.error}
        isEmpty={entries.length === 0}
        empty="Nog geen wijzigingen vanuit het beheer."
        retry={() => query.refetch()}
      >
        <ol className="audit-log">
          {entries.map((entry) => (
            <li key={entry.id}>
              <div>
                <strong>{entry.action}</strong>{' '}
                <span className="admin-muted">
                  door {entry.actorEmail}, {dateTime.format(new Date(entry.at))}
                </span>
              </div>
              {entry.changes.map((change) => (
                <div key={change.field} className="change">
                  {FIELD_LABELS[change.field] ?? change.field}: {shown(change.field, change.before)}{' '}
                  → {shown(change.field, change.after)}
                </div>
              ))}
            </li>
          ))}
        </ol>
        <LoadMore {...query} />
      </QueryStates>
    </section>
  );
}
