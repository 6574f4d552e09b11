import { useApprovalCount } from '../api/get-approval-count';

/**
 * The count beside `Goedkeuren` in the menu while orders wait: read with the item as
 * `Goedkeuren (2)`; nothing when none waits.
 */
export function ApprovalCountMarker() {
  const { data } = useApprovalCount();
  const waiting = data?.waiting ?? 0;
  if (waiting === 0) return null;
  // Plain text beside the label, so every reader names the link `Goedkeuren (2)`.
  return <>{` (${waiting})`}</>;
}
