import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/api-query';
import { approvalPageSchema } from '@shared/schemas/approval';
import { companyKeys } from './keys';

/** The company's orders waiting for approval, each priced again by the server. */
export function useApprovals() {
  return useInfiniteQuery(
    pagedQuery({
      queryKey: companyKeys.approvals(),
      path: '/api/approvals',
      schema: approvalPageSchema,
      filters: { limit: '20' },
    }),
  );
}
