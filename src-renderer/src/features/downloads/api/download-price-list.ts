import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';

/** The personal price list, drawn by the server at the user's own prices: all or one category. */
export function useDownloadPriceList() {
  return useMutation({
    mutationFn: (category: string) =>
      category
        ? apiDownload(
            `/api/documents/prijslijst.pdf?categorie=${encodeURIComponent(category)}`,
            `prijslijst-warmteportaal-${category}.pdf`,
          )
        : apiDownload('/api/documents/prijslijst.pdf', 'prijslijst-warmteportaal.pdf'),
  });
}
