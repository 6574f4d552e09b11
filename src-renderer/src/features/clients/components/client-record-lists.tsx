import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PagedQueryLike } from '@/components/query-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { METHOD_LABELS } from '@shared/calculator/comparison';
import { formatKw } from '@shared/calculator/format';
import { formatEuro } from '@shared/domain/money';
import { OFFERTE_STATUS_LABELS } from '@shared/domain/offerte';
import { ORDER_STATUS_LABELS } from '@shared/domain/rules';
import { useClientCalculations } from '../api/get-client-calculations';
import { useClientOffertes } from '../api/get-client-offertes';
import { useClientOrders } from '../api/get-client-orders';
import { ClientPagedRows } from './client-rows';

/**
 * One kind of the client's records (`noun`, plural) as a paged list of cards: what the list
 * says while empty, and what a card shows.
 */
function clientRecords<T extends { id: string }>(
  noun: string,
  useRecords: (clientId: string) => PagedQueryLike<T>,
  { empty, row }: { empty: string; row: (item: T) => ReactNode },
) {
  return function ClientRecords({ clientId }: { clientId: string }) {
    return (
      <ClientPagedRows
        query={useRecords(clientId)}
        what={`De ${noun}`}
        empty={empty}
        more={`Meer ${noun} laden`}
        row={row}
      />
    );
  };
}

/** The heat-loss calculations saved for this client; each opens in the calculator. */
export const ClientCalculations = clientRecords('berekeningen', useClientCalculations, {
  empty: 'Nog geen berekeningen. Kies deze klant bij Opslaan in de calculator.',
  row: (calculation) => (
    <>
      <Link to={paths.calculation(calculation.id)}>{calculation.name}</Link>
      <span>{METHOD_LABELS[calculation.method]}</span>
      <span>{formatKw(calculation.heatLossW)}</span>
      <span>{formatDate(calculation.updatedAt)}</span>
    </>
  ),
});

/** The offertes made for this client; each opens in the offerte editor. */
export const ClientOffertes = clientRecords('offertes', useClientOffertes, {
  empty: 'Nog geen offertes. Kies deze klant in een offerte, of maak er een vanuit een berekening.',
  row: (offerte) => (
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
  ),
});

/** The orders linked to this client. */
export const ClientOrders = clientRecords('bestellingen', useClientOrders, {
  empty: 'Nog geen bestellingen gekoppeld. Kies deze klant bij het afrekenen.',
  row: (order) => (
    <>
      <Link to={paths.order(order.id)}>{order.number}</Link>
      <span>{formatDate(order.createdAt)}</span>
      <span>{ORDER_STATUS_LABELS[order.status]}</span>
      <span>{formatEuro(order.totalInclVat)}</span>
    </>
  ),
});
