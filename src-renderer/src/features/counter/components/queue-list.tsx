import { formatDateTime } from '@/lib/dates';
import { formatEuro } from '@shared/domain/money';
import { isOverdue, type QueuedOrder } from '@shared/queue/queued-order';

function stateText(order: QueuedOrder, now: Date): string {
  if (order.state === 'controleren')
    return `Te controleren: ${order.reason ?? 'versturen mislukt.'}`;
  return isOverdue(order, now)
    ? 'Wacht op verbinding, al langer dan 24 uur'
    : 'Wacht op verbinding';
}

/**
 * Every unsent counter order and its state. A parked order waits for a person: after talking
 * to the customer they take it out (and ring it up again at today's price); nothing else
 * removes an order except sending it.
 */
export function QueueList({
  orders,
  onDiscard,
}: {
  orders: QueuedOrder[];
  onDiscard(key: string): void;
}) {
  const now = new Date();
  return (
    <section id="wachtrij" aria-labelledby="wachtrij-kop" className="counter-queue">
      <h2 id="wachtrij-kop">Wachtrij ({orders.length})</h2>
      {orders.length === 0 ? (
        <p>Alle bestellingen zijn verstuurd.</p>
      ) : (
        <ol aria-label="Niet verstuurde bestellingen">
          {orders.map((order) => {
            const units = order.request.lines.reduce((sum, line) => sum + line.quantity, 0);
            return (
              <li key={order.key} data-state={order.state}>
                <span>
                  {formatDateTime(order.queuedAt)} · {order.request.lines.length} regels ({units}{' '}
                  stuks) · {formatEuro(order.expectedTotalInclVat)} incl. btw
                  {order.request.reference ? ` · ${order.request.reference}` : ''}
                </span>{' '}
                <strong>{stateText(order, now)}</strong>
                {order.state === 'controleren' ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="button button-small"
                      onClick={() => onDiscard(order.key)}
                    >
                      Uit wachtrij halen
                    </button>
                  </>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
