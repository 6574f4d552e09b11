import { usePreparedDownload } from '@/hooks/use-prepared-download';

/**
 * The personal price list, made by the server at the user's own prices (all or one
 * category): saved when ready, asked again while the server makes it.
 */
export function useDownloadPriceList(onError: (error: Error) => void) {
  const download = usePreparedDownload(onError);
  return {
    ...download,
    start: (category: string) =>
      category
        ? download.start(
            `/api/documents/prijslijst.pdf?categorie=${encodeURIComponent(category)}`,
            `prijslijst-warmteportaal-${category}.pdf`,
          )
        : download.start('/api/documents/prijslijst.pdf', 'prijslijst-warmteportaal.pdf'),
  };
}
