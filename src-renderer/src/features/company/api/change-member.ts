import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '@/lib/api-query';
import { companyMemberSchema, type MemberChange } from '@shared/schemas/company';
import { companyKeys } from './keys';

/** Changes a colleague's role and limits, or removes the colleague from the company. */
export function useChangeMember(memberId: string) {
  const queryClient = useQueryClient();
  const path = `/api/company/members/${encodeURIComponent(memberId)}`;
  const settled = () => queryClient.invalidateQueries({ queryKey: companyKeys.overview() });
  const change = useMutation({
    mutationFn: (body: MemberChange) =>
      apiSend(path, { method: 'PATCH', body, schema: companyMemberSchema }),
    onSuccess: settled,
  });
  const remove = useMutation({
    mutationFn: () => apiSend(path, { method: 'DELETE', schema: z.unknown() }),
    onSuccess: settled,
  });
  return { change, remove };
}
