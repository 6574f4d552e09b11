import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { invoicePageSchema, invoiceSchema } from '@shared/schemas/invoice';
import { z } from 'zod';

const keys = {
  list: ['facturen'] as const,
  order: (orderId: string) => ['facturen', 'bestelling', orderId] as const,
};

/** The signed-in user's invoices and credit notes, newest first, page by page. */
export function useInvoices() {
  return useInfiniteQuery(
    pagedQuery({ queryKey: keys.list, path: '/api/invoices', schema: invoicePageSchema }),
  );
}

/** The invoice and credit notes of one of the user's orders. */
export function useOrderInvoices(orderId: string) {
  return useQuery(
    apiQuery(
      keys.order(orderId),
      `/api/invoices/order/${encodeURIComponent(orderId)}`,
      z.object({ items: z.array(invoiceSchema) }),
    ),
  );
}
