import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { approvedSchema, dealerApplicationSchema } from '@shared/schemas/admin/inbox';
import { adminKeys } from './keys';

/** Approves (creates the dealer account) or rejects (with a reason) one application. */
export function useDecideApplication(id: string) {
  const client = useQueryClient();
  const path = `/api/admin/applications/${encodeURIComponent(id)}`;
  return useMutation({
    mutationFn: async (
      decision: { approve: true; discount: number } | { approve: false; reason: string },
    ) =>
      decision.approve
        ? apiRequest(`${path}/approve`, {
            schema: approvedSchema,
            auth: true,
            method: 'POST',
            body: { discount: decision.discount },
          })
        : {
            application: await apiRequest(`${path}/reject`, {
              schema: dealerApplicationSchema,
              auth: true,
              method: 'POST',
              body: { reason: decision.reason },
            }),
            passwordLink: '',
          },
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
