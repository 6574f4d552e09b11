import { apiDownload } from '@/lib/api-client';

/** The whole catalogue as CSV (semicolons, UTF-8 with BOM) for Excel. */
export function exportProducts(): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  return apiDownload('/api/admin/products/export', `producten-${day}.csv`);
}
