import { useApiMutation } from '@/lib/api-mutation';
import { invitationSchema, type InviteColleague } from '@shared/schemas/company';
import { companyKeys } from './keys';

/** Invites a colleague; the answer carries the set-password link to pass on. */
export function useInviteColleague() {
  return useApiMutation({
    schema: invitationSchema,
    request: (body: InviteColleague) => ({ path: '/api/company/members', method: 'POST', body }),
    refresh: companyKeys.overview(),
  });
}
