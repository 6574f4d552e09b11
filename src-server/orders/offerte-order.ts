import { offertes } from '../collections/offertes';
import type { StoredOrder } from '../collections/orders';
import type { StorageTransaction } from '../storage/port';

/**
 * The accepted offerte an order is placed from, whoever of the firm places it, linked to the
 * order so the offerte reads `Besteld` with the order's number. Reads now and answers the
 * write for later: a transaction reads before it writes. Only a placed order links (one
 * still waiting for approval links when it is approved); a later order from the same offerte
 * replaces the link.
 */
export async function offerteLinkFor(
  tx: StorageTransaction,
  order: Pick<StoredOrder, 'companyId' | 'offerteNumber' | 'number'>,
): Promise<(orderId: string) => void> {
  const { companyId, offerteNumber, number } = order;
  if (!offerteNumber || !companyId) return () => undefined;
  const [offerte] = await offertes.in(tx).query({
    where: [
      { field: 'companyId', op: '==', value: companyId },
      { field: 'number', op: '==', value: offerteNumber },
    ],
    limit: 1,
  });
  return (orderId) => {
    if (offerte) offertes.in(tx).update(offerte.id, { order: { id: orderId, number } });
  };
}
