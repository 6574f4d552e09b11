import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import type { OfferteListItem } from '@shared/schemas/offerte';
import { OFFERTE_EXPIRING_DAYS } from '@shared/schemas/worklist';
import { joined, WorkGroup, WorkSection, type Section } from './work-section';

function OfferteItem({ offerte, until }: { offerte: OfferteListItem; until?: boolean }) {
  return (
    <>
      <Link to={paths.offerte(offerte.id)}>{offerte.number}</Link>{' '}
      <span>
        {joined(
          offerte.clientName || undefined,
          until ? `geldig t/m ${formatDate(offerte.validUntil)}` : undefined,
          formatEuro(offerte.totalInclVatCents),
        )}
      </span>
    </>
  );
}

const offerteKey = (offerte: OfferteListItem) => offerte.id;

/** The offertes that wait on someone: the sent ones (`until`: with their last day), the accepted. */
const SENT = { to: `${paths.offertes}?status=verstuurd`, label: 'Alle verstuurde offertes' };
const GROUPS = [
  {
    part: 'expiring',
    title: `Verloopt binnen ${OFFERTE_EXPIRING_DAYS} dagen`,
    all: SENT,
    until: true,
  },
  { part: 'awaiting', title: 'Wacht op antwoord', all: SENT, until: true },
  {
    part: 'accepted',
    title: 'Geaccepteerd, nog niet besteld',
    all: { to: `${paths.offertes}?status=geaccepteerd`, label: 'Alle geaccepteerde offertes' },
    until: false,
  },
] as const;

export function OffertesWork({ work }: Section<'offertes'>) {
  const none = GROUPS.every(({ part }) => work[part].count === 0);
  return (
    <WorkSection
      id="werk-offertes"
      title="Offertes"
      empty={
        none ? (
          <>
            Geen offertes die op een antwoord of een bestelling wachten.{' '}
            <Link to={paths.newOfferte}>Maak een nieuwe offerte</Link> of begin in de{' '}
            <Link to={paths.calculator}>calculator</Link>.
          </>
        ) : null
      }
    >
      {GROUPS.map(({ part, title, all, until }) => (
        <WorkGroup key={part} title={title} {...work[part]} itemKey={offerteKey} all={all}>
          {(offerte) => <OfferteItem offerte={offerte} until={until} />}
        </WorkGroup>
      ))}
    </WorkSection>
  );
}
