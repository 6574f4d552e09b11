import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-query';
import type { ApproveOrderRequest, RejectOrderRequest } from '@shared/schemas/approval';
import { orderSchema } from '@shared/schemas/order';

type Decision =
  { kind: 'approve'; body: ApproveOrderRequest } | { kind: 'reject'; body: RejectOrderRequest };

/** Approves or rejects one waiting order; the list is read again either way. */
export function useDecideOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiSend(`/api/approvals/${encodeURIComponent(orderId)}/${decision.kind}`, {
        method: 'POST',
        body: decision.body,
        schema: orderSchema,
      }),
    // The order moves to the company's order lists too: read everything again.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
