import { Page } from '@/components/page';
import { ListScaffold } from '@/components/list-scaffold';
import { paths } from '@/config/paths';
import { useApprovals } from '@/features/company/api/get-approvals';
import { ApprovalCard } from '@/features/company/components/approval-card';
import '@/features/company/company.css';

/** Orders of colleagues above their spend limit, for an eigenaar or inkoper to decide. */
export function ApprovalsPage() {
  const approvals = useApprovals();
  return (
    <Page
      title="Goedkeuren"
      intro="Bestellingen van collega's boven hun limiet. Pas na goedkeuring wordt de bestelling geplaatst."
      back={{ to: paths.company, label: 'Bedrijf' }}
    >
      <ListScaffold
        query={approvals}
        what="Bestellingen om goed te keuren"
        empty="Er wacht niets op goedkeuring."
        cardsClassName="approval-list"
        card={(item) => <ApprovalCard item={item} />}
      />
    </Page>
  );
}
