import { useUnreadAnswers } from '../api/get-unread';
import '../support.css';

/** A badge beside the support menu item when support answered and the user has not read it. */
export function UnreadAnswersMarker() {
  const { data } = useUnreadAnswers(true);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        {count === 1 ? ', 1 nieuw antwoord' : `, ${count} nieuwe antwoorden`}
      </span>
    </span>
  );
}
