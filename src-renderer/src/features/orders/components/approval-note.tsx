import { formatLongDate } from '@/lib/dates';
import type { Order } from '@shared/schemas/order';

/** Where an order above the spend limit stands: waiting, or who approved or rejected it. */
export function ApprovalNote({ order }: { order: Order }) {
  if (order.status === 'wacht_op_goedkeuring') {
    return (
      <p className="approval-note" role="status">
        Deze bestelling is boven de limiet en wacht op goedkeuring door een eigenaar of inkoper van
        je bedrijf. Er is nog niets gereserveerd en er zijn nog geen punten ingewisseld.
      </p>
    );
  }
  const approval = order.approval;
  if (!approval) return null;
  return approval.decision === 'goedgekeurd' ? (
    <p className="approval-note">
      Goedgekeurd door {approval.by} op {formatLongDate(approval.at)}.
    </p>
  ) : (
    <p className="approval-note">
      Afgewezen door {approval.by} op {formatLongDate(approval.at)}: {approval.reason}
    </p>
  );
}
