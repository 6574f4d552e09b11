import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** The personal price list, drawn by the server at the user's own prices. */
export function useDownloadPriceList() {
  return useMutation({
    mutationFn: () => apiDownload('/api/documents/prijslijst.pdf', 'prijslijst-warmteportaal.pdf'),
  });
}
