import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { uploadedFileSchema } from '@shared/schemas/admin/products';

/** Uploads a product image or PDF; the server checks type and size. */
export function useUploadFile() {
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: 'afbeelding' | 'document' }) =>
      apiRequest(`/api/admin/products/files?soort=${kind}`, {
        schema: uploadedFileSchema,
        auth: true,
        method: 'POST',
        file,
      }),
  });
}
