import { Page } from '@/components/page';
import { useReturnVisit } from '@/hooks/use-return-visit';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth-context';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { MaintenanceDue } from '@/features/clients/components/maintenance-due';
import { ApprovalsWaiting } from '@/features/company/components/approvals-waiting';
import { PointsBalance } from '@/features/points/components/points-balance';
import { PointsLedger } from '@/features/points/components/points-ledger';
import { formatLongDate } from '@/lib/dates';
import { mayDo } from '@shared/domain/company';
import { isoMoment } from '@shared/domain/dates';
import { ROLE_LABELS } from '@shared/domain/rules';
import { personName } from '@shared/domain/display-name';

const numberFormat = new Intl.NumberFormat('nl-NL');

/** A long address breaks after the @ rather than anywhere. */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}@<wbr />
      {email.slice(at + 1)}
    </>
  );
}

export function DashboardPage() {
  const { user, profile, profileLoading } = useAuth();
  const name = personName(profile);
  const returning = useReturnVisit(user?.uid);
  return (
    <Page
      title="Dashboard"
      intro={
        name ? `${returning ? 'Welkom terug' : 'Welkom'}, ${name}.` : 'Welkom bij Warmteportaal.'
      }
    >
      <div className="dashboard-grid">
        <section className="card" aria-labelledby="profiel-kop">
          <h2 id="profiel-kop">Mijn profiel</h2>
          {profile ? (
            <dl className="definition-list">
              <dt>Naam</dt>
              <dd>{name || '—'}</dd>
              <dt>E-mailadres</dt>
              <dd>
                <EmailAddress email={profile.email} />
              </dd>
              <dt>Bedrijf</dt>
              <dd>{profile.company || '—'}</dd>
              <dt>Rol</dt>
              <dd>{ROLE_LABELS[profile.role]}</dd>
              <dt>Korting</dt>
              <dd>{numberFormat.format(profile.discount)}%</dd>
              <dt>Spaarpunten</dt>
              <dd>
                <PointsBalance fallback={profile.rewardPoints} />
              </dd>
              <dt>Lid sinds</dt>
              <dd>{formatLongDate(isoMoment(profile.createdAt))}</dd>
            </dl>
          ) : profileLoading ? (
            <Spinner size="sm" />
          ) : (
            <p role="alert">
              Je profiel kon niet worden geladen ({user?.email}). Ververs de pagina of neem contact
              met ons op.
            </p>
          )}
        </section>
        <section className="card" aria-labelledby="punten-kop">
          <h2 id="punten-kop">Spaarpunten van je bedrijf</h2>
          <PointsLedger />
        </section>
        {profile && (!profile.companyRole || mayDo(profile.companyRole, 'goedkeuren')) ? (
          <section className="card" aria-labelledby="goedkeuren-kop">
            <h2 id="goedkeuren-kop">Goedkeuren</h2>
            <ApprovalsWaiting />
          </section>
        ) : null}
        <section className="card" aria-labelledby="onderhoud-kop">
          <h2 id="onderhoud-kop">Onderhoud binnenkort</h2>
          <MaintenanceDue />
        </section>
        <section className="card" aria-labelledby="winkelwagen-kop">
          <h2 id="winkelwagen-kop">Winkelwagen</h2>
          <CartSummary />
        </section>
      </div>
    </Page>
  );
}
