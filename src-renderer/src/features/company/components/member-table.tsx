import { EmailAddress } from '@/components/email-address';
import { DataTable, type Column } from '@/components/data-table';
import { COMPANY_ROLE_LABELS } from '@shared/domain/company';
import { formatEuro } from '@shared/domain/money';
import type { CompanyMember } from '@shared/schemas/company';
import { MemberRowActions } from './member-row-actions';

const limit = (cents: number | undefined) => (cents === undefined ? 'Geen' : formatEuro(cents));

const columns: Column<CompanyMember>[] = [
  {
    header: 'Naam',
    primary: true,
    // Without a name of their own the server names a member by e-mail: not twice in one row.
    cell: (member) =>
      member.name && member.name !== member.email ? (
        member.name
      ) : (
        <span className="hint">Nog geen naam</span>
      ),
  },
  { header: 'E-mailadres', cell: (member) => <EmailAddress address={member.email} /> },
  { header: 'Rol', cell: (member) => COMPANY_ROLE_LABELS[member.companyRole] },
  { header: 'Limiet per bestelling', cell: (member) => limit(member.limitPerOrderCents) },
  { header: 'Limiet per maand', cell: (member) => limit(member.limitPerMonthCents) },
];

/**
 * The colleagues with their role and limits; an eigenaar manages them here. (Spaarpunten are
 * the firm's, not a member's: the points page shows who earned and spent them.)
 */
export function MemberTable({ members, manage }: { members: CompanyMember[]; manage: boolean }) {
  const all = manage
    ? [
        ...columns,
        {
          header: 'Beheer',
          cell: (member: CompanyMember) => <MemberRowActions member={member} />,
        },
      ]
    : columns;
  return (
    <DataTable caption="Collega's" columns={all} rows={members} rowKey={(member) => member.id} />
  );
}
