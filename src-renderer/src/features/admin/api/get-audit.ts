import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { auditEntrySchema, type AuditEntity } from '@shared/schemas/admin/audit';
import { pageSchema } from '@shared/schemas/page';
import { adminKeys, searchParams } from './keys';

const schema = pageSchema(auditEntrySchema);

/** The audit log of one object, newest first. */
export function useAudit(entity: AuditEntity, id: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(entity, id),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `/api/admin/audit${searchParams({ entity, id, limit: '20', cursor: pageParam })}`,
        {
          schema,
          auth: true,
          signal,
        },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
