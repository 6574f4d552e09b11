import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getQuote } from '@/features/cart/api/get-quote';
import { QueueIndicator } from '@/features/counter/components/queue-indicator';
import type { QueueSender } from '@/features/counter/hooks/use-order-queue';
import { ordersKey } from '@/features/orders/api/get-orders';
import { placeOrder } from '@/features/orders/api/place-order';
import { isUnreachable } from '@/lib/api-client';

/**
 * The desktop header's queue: its count, and the one place that sends it, on whichever page
 * is open. Prices are asked of the server before each order goes out.
 */
export function QueueStatus({ owner }: { owner: string }) {
  const queryClient = useQueryClient();
  const sender = useMemo<QueueSender>(
    () => ({
      quoteTotalInclVat: async (queued) => (await getQuote(queued.request)).totalInclVat,
      place: (queued) => placeOrder(queued.request, queued.key),
      isOffline: isUnreachable,
      placed: () => void queryClient.invalidateQueries({ queryKey: ordersKey }),
    }),
    [queryClient],
  );
  return <QueueIndicator owner={owner} sender={sender} />;
}
