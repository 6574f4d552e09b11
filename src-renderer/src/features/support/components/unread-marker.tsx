import { CountBadge } from '@/components/count-badge';
import { useUnreadAnswers } from '../api/get-unread';
import '../support.css';

/** A badge beside the support menu item when support answered and the user has not read it. */
export function UnreadAnswersMarker() {
  const { data } = useUnreadAnswers(true);
  return (
    <CountBadge
      className="unread-badge"
      count={data?.count ?? 0}
      one=", 1 nieuw antwoord"
      many={(count) => `, ${count} nieuwe antwoorden`}
    />
  );
}
