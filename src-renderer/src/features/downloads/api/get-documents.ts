import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { pagedQuery } from '@/lib/api-query';
import { libraryDocumentSchema, type DocumentListQuery } from '@shared/schemas/documents';
import { pageSchema } from '@shared/schemas/page';

/** The downloads library, searched and filtered on the server, page by page. */
export function useDocuments(query: DocumentListQuery) {
  return useInfiniteQuery({
    ...pagedQuery({
      queryKey: ['documents', query],
      path: '/api/documents',
      schema: pageSchema(libraryDocumentSchema),
      filters: { limit: '50', ...query },
    }),
    placeholderData: keepPreviousData,
  });
}
