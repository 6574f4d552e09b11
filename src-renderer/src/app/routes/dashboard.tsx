import { EmailAddress } from '@/components/email-address';
import { Page } from '@/components/page';
import { useReturnVisit } from '@/hooks/use-return-visit';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth-context';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { PointsBalance } from '@/features/points/components/points-balance';
import { PointsLedger } from '@/features/points/components/points-ledger';
import { Worklist } from '@/features/worklist/components/worklist';
import { formatLongDate } from '@/lib/dates';
import { isoMoment } from '@shared/domain/dates';
import { formatPercent } from '@shared/domain/money';
import { COMPANY_ROLE_LABELS } from '@shared/domain/company';
import { ROLE_LABELS } from '@shared/domain/rules';
import { personName } from '@shared/domain/display-name';

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
        <Worklist />
        <section className="card" aria-labelledby="profiel-kop">
          <h2 id="profiel-kop">Mijn profiel</h2>
          {profile ? (
            <dl className="definition-list">
              <dt>Naam</dt>
              <dd>{name || '—'}</dd>
              <dt>E-mailadres</dt>
              <dd>
                <EmailAddress address={profile.email} />
              </dd>
              <dt>Bedrijf</dt>
              <dd>{profile.company || '—'}</dd>
              <dt>Rol</dt>
              <dd>{ROLE_LABELS[profile.role]}</dd>
              {profile.companyRole ? (
                <>
                  <dt>Bedrijfsrol</dt>
                  <dd>{COMPANY_ROLE_LABELS[profile.companyRole]}</dd>
                </>
              ) : null}
              <dt>Korting</dt>
              <dd>{formatPercent(profile.discount)}</dd>
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
        <section className="card" aria-labelledby="winkelwagen-kop">
          <h2 id="winkelwagen-kop">Winkelwagen</h2>
          <CartSummary />
        </section>
      </div>
    </Page>
  );
}
