import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth-context';
import { useMember } from '@/hooks/use-member';
import { AccountFacts } from '@/features/settings/components/account-facts';
import { EmailPreference } from '@/features/settings/components/email-preference';
import { PasswordForm } from '@/features/settings/components/password-form';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { IdleSetting } from '@/features/auth/components/idle-setting';
import { isDesktop } from '@/lib/platform';
import '@/features/settings/settings.css';

export function SettingsPage() {
  const { profile } = useAuth();
  const { may } = useMember();
  return (
    <Page title="Instellingen" intro="Je gegevens, afleveradressen en wachtwoord.">
      <div className="settings-grid">
        {profile ? (
          <ProfileForm profile={profile} />
        ) : (
          <div className="error-panel" role="alert">
            <p>
              Je profiel kon niet worden geladen. Ververs de pagina of probeer het later opnieuw.
            </p>
          </div>
        )}
        <div className="settings-side">
          {profile ? <AccountFacts profile={profile} /> : null}
          {profile ? <EmailPreference profile={profile} /> : null}
          {/* A monteur makes no offertes: the card would promise what is not theirs. */}
          {profile && may('offertes') ? (
            <div className="card">
              <h2>Je bedrijf op offertes</h2>
              <p className="hint">
                Handelsnaam, KvK- en btw-nummer, IBAN, logo, marge en voorwaarden voor je offertes.
              </p>
              <p>
                <Link to={paths.businessDetails}>Naar je bedrijfsgegevens</Link>
              </p>
            </div>
          ) : null}
          {/* The password belongs to the sign-in account, which exists even without a profile. */}
          <PasswordForm />
          {isDesktop() ? <IdleSetting /> : null}
        </div>
      </div>
    </Page>
  );
}
