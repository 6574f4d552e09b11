import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '@/components/query-states';
import { formatDateTime } from '@/lib/dates';
import { ROLE_LABELS, ROLES, type Role } from '@shared/domain/rules';
import type { AuditEntity } from '@shared/schemas/admin/audit';
import { auditQuery } from '../api/audit';
import { AdminCard } from './admin-card';

const FIELD_LABELS: Record<string, string> = {
  role: 'Rol',
  discount: 'Korting',
  rewardPoints: 'Spaarpunten',
  status: 'Status',
  trackAndTrace: 'Track-and-trace',
  trackingCode: 'Track-and-trace',
  carrier: 'Vervoerder',
  shipment: 'Levering',
  expectedDeliveryDate: 'Verwachte levering',
  deliveredAt: 'Geleverd op',
  invoice: 'Factuur',
  stockQuantity: 'Voorraad',
  leadTimeDays: 'Levertijd (werkdagen)',
  expectedDate: 'Verwacht',
  backorderable: 'Nabestelbaar',
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
  heatPump: 'Warmtepompgegevens',
  fitsWith: 'Past bij',
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
  const query = useInfiniteQuery(auditQuery(entity, id));
  return (
    <AdminCard title="Logboek">
      <PagedList query={query} what="Wijzigingen" empty="Nog geen wijzigingen vanuit het beheer.">
        {(entries) => (
          <ol className="audit-log">
            {entries.map((entry) => (
              <li key={entry.id}>
                <div>
                  <strong>{entry.action}</strong>{' '}
                  <span className="admin-muted">
                    door {entry.actorEmail}, {formatDateTime(entry.at)}
                  </span>
                </div>
                {entry.changes.map((change) => (
                  <div key={change.field} className="change">
                    {FIELD_LABELS[change.field] ?? change.field}:{' '}
                    {shown(change.field, change.before)} → {shown(change.field, change.after)}
                  </div>
                ))}
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </AdminCard>
  );
}
