import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importResultSchema } from '@shared/schemas/admin/products';
import { adminKeys } from './keys';

/** Writes a checked CSV file; the server refuses it whole when any line is wrong. */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/api/admin/products/import', {
        schema: importResultSchema,
        auth: true,
        method: 'POST',
        body: { csv },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
