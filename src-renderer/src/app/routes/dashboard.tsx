import { EmailAddress } from '@/components/email-address';
import { Page } from '@/components/page';
import { ProfileFacts } from '@/components/profile-facts';
import { useReturnVisit } from '@/hooks/use-return-visit';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth-context';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { PointsBalance } from '@/features/points/components/points-balance';
import { PointsLedger } from '@/features/points/components/points-ledger';
import { Worklist } from '@/features/worklist/components/worklist';
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
            <ProfileFacts
              profile={profile}
              points={<PointsBalance fallback={profile.rewardPoints} />}
            >
              <dt>Naam</dt>
              <dd>{name || '—'}</dd>
              <dt>E-mailadres</dt>
              <dd>
                <EmailAddress address={profile.email} />
              </dd>
              <dt>Bedrijf</dt>
              <dd>{profile.company || '—'}</dd>
            </ProfileFacts>
          ) : profileLoading ? (
            <Spinner size="sm" />
          ) : (
            <p role="alert">
              Je profiel kon niet worden geladen ({user?.email}). Ververs de pagina of neem contact
              met ons op.
            </p>
          )}
        </section>
        <section className="card dashboard-wide" aria-labelledby="punten-kop">
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
