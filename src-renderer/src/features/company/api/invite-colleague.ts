import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-query';
import { invitationSchema, type InviteColleague } from '@shared/schemas/company';
import { companyKeys } from './keys';

/** Invites a colleague; the answer carries the set-password link to pass on. */
export function useInviteColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteColleague) =>
      apiSend('/api/company/members', { method: 'POST', body, schema: invitationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.overview() }),
  });
}
