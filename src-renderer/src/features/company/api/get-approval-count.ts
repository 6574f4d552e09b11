import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { approvalCountSchema } from '@shared/schemas/approval';
import { companyKeys } from './keys';

/** How many orders wait for this member's approval: the menu's count; checked every minute. */
export function useApprovalCount() {
  return useQuery({
    ...apiQuery(companyKeys.approvalCount(), '/api/approvals/aantal', approvalCountSchema),
    refetchInterval: 60_000,
  });
}
