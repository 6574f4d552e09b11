import { EmailAddress } from '@/components/email-address';
import { formatLongDate } from '@/lib/dates';
import { isoMoment } from '@shared/domain/dates';
import { formatPercent } from '@shared/domain/money';
import { COMPANY_ROLE_LABELS } from '@shared/domain/company';
import { ROLE_LABELS } from '@shared/domain/rules';
import type { UserProfile } from '@shared/schemas/profile';

/** What the user cannot change themselves: shown, never editable. */
export function AccountFacts({ profile }: { profile: UserProfile }) {
  return (
    <section className="card settings-card" aria-labelledby="account-titel">
      <h2 id="account-titel">Account</h2>
      <dl className="definition-list">
        <dt>E-mailadres</dt>
        <dd>
          <EmailAddress address={profile.email} />
        </dd>
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
        <dd>{profile.rewardPoints.toLocaleString('nl-NL')}</dd>
        <dt>Lid sinds</dt>
        <dd>{formatLongDate(isoMoment(profile.createdAt))}</dd>
      </dl>
      <p className="hint">
        Rol, korting en e-mailadres wijzigen? Neem contact op met ons.
        {profile.companyRole ? ' Je rol in het bedrijf wijzigt een eigenaar, onder Bedrijf.' : null}
      </p>
    </section>
  );
}
