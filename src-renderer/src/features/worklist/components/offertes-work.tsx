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

export function OffertesWork({ work }: Section<'offertes'>) {
  const none = work.expiring.count + work.awaiting.count + work.accepted.count === 0;
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
      <WorkGroup
        title={`Verloopt binnen ${OFFERTE_EXPIRING_DAYS} dagen`}
        {...work.expiring}
        itemKey={offerteKey}
        all={{ to: `${paths.offertes}?status=verstuurd`, label: 'Alle verstuurde offertes' }}
      >
        {(offerte) => <OfferteItem offerte={offerte} until />}
      </WorkGroup>
      <WorkGroup
        title="Wacht op antwoord"
        {...work.awaiting}
        itemKey={offerteKey}
        all={{ to: `${paths.offertes}?status=verstuurd`, label: 'Alle verstuurde offertes' }}
      >
        {(offerte) => <OfferteItem offerte={offerte} until />}
      </WorkGroup>
      <WorkGroup
        title="Geaccepteerd, nog niet besteld"
        {...work.accepted}
        itemKey={offerteKey}
        all={{ to: `${paths.offertes}?status=geaccepteerd`, label: 'Alle geaccepteerde offertes' }}
      >
        {(offerte) => <OfferteItem offerte={offerte} />}
      </WorkGroup>
    </WorkSection>
  );
}
