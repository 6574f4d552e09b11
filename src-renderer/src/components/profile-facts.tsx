import type { ReactNode } from 'react';
import { formatLongDate } from '@/lib/dates';
import { isoMoment } from '@shared/domain/dates';
import { formatPercent } from '@shared/domain/money';
import { COMPANY_ROLE_LABELS } from '@shared/domain/company';
import { ROLE_LABELS } from '@shared/domain/rules';
import type { UserProfile } from '@shared/schemas/profile';

/**
 * What the portal set for a user (role, firm role, discount, points, since when) as a definition
 * list, after the facts the page shows first (`children`); `points` is how the balance shows.
 */
export function ProfileFacts({
  profile,
  points,
  children,
}: {
  profile: UserProfile;
  points: ReactNode;
  children: ReactNode;
}) {
  return (
    <dl className="definition-list">
      {children}
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
      <dd>{points}</dd>
      <dt>Lid sinds</dt>
      <dd>{formatLongDate(isoMoment(profile.createdAt))}</dd>
    </dl>
  );
}
