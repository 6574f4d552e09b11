import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { libraryDocumentSchema, type DocumentListQuery } from '@shared/schemas/documents';
import { pageSchema } from '@shared/schemas/page';

const schema = pageSchema(libraryDocumentSchema);

/** The downloads library, searched and filtered on the server, page by page. */
export function useDocuments(query: DocumentListQuery) {
  return useInfiniteQuery({
    queryKey: ['documents', query],
    initialPageParam: '',
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '50' });
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/api/documents?${params}`, { schema, auth: true, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
