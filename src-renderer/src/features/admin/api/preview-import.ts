import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importPreviewSchema } from '@shared/schemas/admin/products';

/** Checks every line of a CSV file; writes nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/api/admin/products/import/preview', {
        schema: importPreviewSchema,
        auth: true,
        method: 'POST',
        body: { csv },
      }),
  });
}
