import { formatLongDate } from '@/lib/dates';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/domain/rules';
import { shipmentSteps, type ShipmentStep } from '@shared/domain/shipments';
import type { Order } from '@shared/schemas/order';
import '../orders.css';

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const ENDED_EARLY: readonly OrderStatus[] = ['geannuleerd', 'afgewezen', 'wacht_op_goedkeuring'];

function pathFor(order: Order): OrderStatus[] {
  if (ENDED_EARLY.includes(order.status)) return order.statusHistory.map((entry) => entry.status);
  const shipping: OrderStatus = order.delivery === 'afhalen' ? 'klaar_voor_afhalen' : 'verzonden';
  // An order that waited for approval shows that step first.
  const waited = order.statusHistory.some((entry) => entry.status === 'wacht_op_goedkeuring');
  return [
    ...(waited ? (['wacht_op_goedkeuring'] as const) : []),
    'ontvangen',
    'in_behandeling',
    shipping,
    'geleverd',
  ];
}

/**
 * Where the order is: steps done with their time, and steps still to come. An order delivered
 * in parts shows after `Verzonden` each shipment sent and delivered (or when it is expected).
 */
export function StatusTimeline({ order }: { order: Order }) {
  const reached = new Map(order.statusHistory.map((entry) => [entry.status, entry.at]));
  const parts = shipmentSteps(order.shipments);
  const steps: (ShipmentStep & { current?: boolean })[] = pathFor(order).flatMap((status) => [
    {
      key: status,
      label: ORDER_STATUS_LABELS[status],
      at: reached.get(status),
      current: status === order.status,
    },
    ...(status === 'verzonden' ? parts : []),
  ]);
  return (
    <ol className="timeline" aria-label="Status van de bestelling">
      {steps.map((step) => (
        <li
          key={step.key}
          className={step.at ? 'done' : 'todo'}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className="timeline-label">{step.label}</span>
          <span className="timeline-time">
            {step.at
              ? dateTime.format(new Date(step.at))
              : step.expected
                ? `Verwacht ${formatLongDate(step.expected)}`
                : 'Nog niet'}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
