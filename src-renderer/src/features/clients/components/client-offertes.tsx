import { Link } from 'react-router-dom';
import { ClientPagedRows } from './client-rows';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import { OFFERTE_STATUS_LABELS } from '@shared/domain/offerte';
import { useClientOffertes } from '../api/get-client-offertes';

/** The offertes made for this client; each opens in the offerte editor. */
export function ClientOffertes({ clientId }: { clientId: string }) {
  return (
    <ClientPagedRows
      query={useClientOffertes(clientId)}
      what="De offertes"
      empty="Nog geen offertes. Kies deze klant in een offerte, of maak er een vanuit een berekening."
      more="Meer offertes laden"
      row={(offerte) => (
        <>
          <Link to={paths.offerte(offerte.id)}>
            {offerte.number}
            {offerte.version > 1 ? ` (versie ${offerte.version})` : ''}
          </Link>
          <span>Geldig tot {formatDate(`${offerte.validUntil}T12:00:00Z`)}</span>
          <span className="status-badge">
            {offerte.status === 'geaccepteerd' && offerte.order
              ? 'Besteld'
              : OFFERTE_STATUS_LABELS[offerte.status]}
          </span>
          <span>{formatEuro(offerte.totalInclVatCents)}</span>
        </>
      )}
    />
  );
}
