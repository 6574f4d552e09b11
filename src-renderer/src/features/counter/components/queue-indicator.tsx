import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isOverdue } from '@shared/queue/queued-order';
import { useOrderQueue } from '../hooks/use-order-queue';

/** `Wachtrij` with its count in the header (desktop only), and a warning after a day. */
export function QueueIndicator({ owner }: { owner: string }) {
  const { available, orders } = useOrderQueue(owner);
  if (!available) return null;
  const overdue = orders.some((order) => isOverdue(order, new Date()));
  const review = orders.filter((order) => order.state === 'controleren').length;
  return (
    <Link
      to={paths.counter}
      className={overdue ? 'queue-indicator queue-overdue' : 'queue-indicator'}
    >
      Wachtrij ({orders.length}){review ? <span> · {review} te controleren</span> : null}
      {overdue ? <strong role="alert"> · langer dan 24 uur niet verstuurd</strong> : null}
    </Link>
  );
}
