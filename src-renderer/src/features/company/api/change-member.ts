import { z } from 'zod';
import { useApiMutation } from '@/lib/api-mutation';
import { companyMemberSchema, type MemberChange } from '@shared/schemas/company';
import { companyKeys } from './keys';

/** Changes a colleague's role and limits, or removes the colleague from the company. */
export function useChangeMember(memberId: string) {
  const path = `/api/company/members/${encodeURIComponent(memberId)}`;
  const refresh = companyKeys.overview();
  const change = useApiMutation({
    schema: companyMemberSchema,
    request: (body: MemberChange) => ({ path, method: 'PATCH', body }),
    refresh,
  });
  const remove = useApiMutation({
    schema: z.unknown(),
    request: () => ({ path, method: 'DELETE' }),
    refresh,
  });
  return { change, remove };
}
