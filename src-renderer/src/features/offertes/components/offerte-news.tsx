import { CountBadge } from '@/components/count-badge';
import { useOfferteNews } from '../api/get-offerte';
import '../offertes.css';

/** A marker beside `Offertes` in the menu while an acceptance is unread. */
export function OfferteNewsMarker() {
  const { data } = useOfferteNews();
  return (
    <CountBadge
      className="offerte-news"
      count={data?.accepted ?? 0}
      one=", 1 offerte geaccepteerd"
      many={(count) => `, ${count} offertes geaccepteerd`}
    />
  );
}
