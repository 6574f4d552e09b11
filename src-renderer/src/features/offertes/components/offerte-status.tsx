import { OFFERTE_STATUS_LABELS, type OfferteStatus } from '@shared/domain/offerte';

export function OfferteStatusBadge({ status }: { status: OfferteStatus }) {
  return (
    <span className={`status-badge offerte-status-${status}`}>{OFFERTE_STATUS_LABELS[status]}</span>
  );
}
