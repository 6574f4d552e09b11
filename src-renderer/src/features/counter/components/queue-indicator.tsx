import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isOverdue } from '@shared/queue/queued-order';
import { useOrderQueue, type QueueSender } from '../hooks/use-order-queue';
import '../counter.css';

/**
 * `Wachtrij` with its count in the header (desktop only), and a warning after a day unsent.
 * Given a sender, it also sends the queue: the header is on every page, so orders go out
 * whichever page is open when the connection returns.
 */
export function QueueIndicator({ owner, sender }: { owner: string; sender?: QueueSender }) {
  const { available, loaded, orders } = useOrderQueue(owner, sender);
  if (!available || !loaded) return null;
  const overdue = orders.some((order) => isOverdue(order, new Date()));
  const review = orders.filter((order) => order.state === 'controleren').length;
  return (
    <>
      <Link
        to={`${paths.counter}#wachtrij`}
        className={overdue ? 'queue-indicator queue-overdue' : 'queue-indicator'}
      >
        Wachtrij ({orders.length}){review ? <span> · {review} te controleren</span> : null}
      </Link>
      {overdue ? (
        <strong role="alert" className="queue-warning">
          Er staan bestellingen langer dan 24 uur in de wachtrij. Controleer de verbinding; er gaat
          niets verloren.
        </strong>
      ) : null}
    </>
  );
}
