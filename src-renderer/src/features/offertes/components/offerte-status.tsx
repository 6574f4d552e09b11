import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OFFERTE_STATUS_LABELS, type OfferteStatus } from '@shared/domain/offerte';

/**
 * The offerte's status; an accepted offerte that was ordered reads `Besteld`, with a link to
 * its order when `linkOrder` is set (the offerte's own page).
 */
export function OfferteStatusBadge({
  status,
  order,
  linkOrder = false,
}: {
  status: OfferteStatus;
  order?: { id: string; number: string } | undefined;
  linkOrder?: boolean;
}) {
  if (status === 'geaccepteerd' && order) {
    return (
      <>
        <span className="status-badge offerte-status-besteld">Besteld</span>
        {linkOrder ? (
          <span>
            Bestelling <Link to={paths.order(order.id)}>{order.number}</Link>
          </span>
        ) : null}
      </>
    );
  }
  return (
    <span className={`status-badge offerte-status-${status}`}>{OFFERTE_STATUS_LABELS[status]}</span>
  );
}
