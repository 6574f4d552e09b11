import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { QueryStates } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useCompany } from '@/features/company/api/get-company';
import { CompanyDetails } from '@/features/company/components/company-details';
import { InviteColleague } from '@/features/company/components/invite-colleague';
import { MailRouting } from '@/features/company/components/mail-routing';
import { MemberTable } from '@/features/company/components/member-table';
import { mayDo } from '@shared/domain/company';
import '@/features/company/company.css';

/** The member's firm: its details, the colleagues with their points, and (eigenaar) managing them. */
export function CompanyPage() {
  const company = useCompany();
  const data = company.data;
  const manage = data ? mayDo(data.me.companyRole, 'collegas') : false;
  return (
    <Page title="Bedrijf" intro="Je bedrijf en je collega's: wat de een maakt, ziet de ander.">
      <QueryStates query={company} isEmpty={false} empty="" what="Je bedrijf" one>
        {data ? (
          <div className="company-grid">
            <CompanyDetails company={data.company} />
            <section className="card company-members" aria-labelledby="bedrijf-collegas">
              <h2 id="bedrijf-collegas">Collega&apos;s</h2>
              <MemberTable members={data.members} manage={manage} />
              {mayDo(data.me.companyRole, 'goedkeuren') ? (
                <p>
                  <Link to={paths.approvals}>Bestellingen goedkeuren</Link>
                </p>
              ) : null}
            </section>
            {manage ? <InviteColleague /> : null}
            <MailRouting routing={data.company.mailRouting} mayEdit={manage} />
          </div>
        ) : null}
      </QueryStates>
    </Page>
  );
}
