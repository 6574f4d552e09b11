import { Page } from '@/components/page';
import { useAuth } from '@/lib/auth-context';
import { AccountFacts } from '@/features/settings/components/account-facts';
import { EmailPreference } from '@/features/settings/components/email-preference';
import { PasswordForm } from '@/features/settings/components/password-form';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { BusinessDetailsSection } from '@/features/offertes/components/business-details-form';
import '@/features/offertes/offertes.css';
import { IdleSetting } from '@/features/auth/components/idle-setting';
import { isDesktop } from '@/lib/platform';
import '@/features/settings/settings.css';

export function SettingsPage() {
  const { profile } = useAuth();
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
          {profile ? <BusinessDetailsSection /> : null}
          {/* The password belongs to the sign-in account, which exists even without a profile. */}
          <PasswordForm />
          {isDesktop() ? <IdleSetting /> : null}
        </div>
      </div>
    </Page>
  );
}
