import { EmailAddress } from '@/components/email-address';
import { ProfileFacts } from '@/components/profile-facts';
import type { UserProfile } from '@shared/schemas/profile';

/** What the user cannot change themselves: shown, never editable. */
export function AccountFacts({ profile }: { profile: UserProfile }) {
  return (
    <section className="card settings-card" aria-labelledby="account-titel">
      <h2 id="account-titel">Account</h2>
      <ProfileFacts profile={profile} points={profile.rewardPoints.toLocaleString('nl-NL')}>
        <dt>E-mailadres</dt>
        <dd>
          <EmailAddress address={profile.email} />
        </dd>
      </ProfileFacts>
      <p className="hint">
        Rol, korting en e-mailadres wijzigen? Neem contact op met ons.
        {profile.companyRole ? ' Je rol in het bedrijf wijzigt een eigenaar, onder Bedrijf.' : null}
      </p>
    </section>
  );
}
