import type { OrderList } from '@shared/schemas/order-list';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { offerteOrderLines } from '../offertes/offertes';
import type { Storage } from '../storage/port';
import { createOrderList } from './order-lists';

/**
 * `Bestellijst maken`: an accepted offerte's catalogue products as the firm's bestellijst for
 * its client, with the job: the client's address to deliver to, the offerte number as
 * reference and as the offerte the order comes from. Whoever of the firm orders the list
 * starts the checkout from it, and the order marks the offerte `Besteld`.
 */
export async function orderListFromOfferte(
  storage: Storage,
  clock: Clock,
  uid: string,
  offerteId: string,
): Promise<OrderList> {
  const offerte = await offerteOrderLines(storage, clock, uid, offerteId);
  if (offerte.lines.length === 0) {
    throw new ApiError(
      400,
      'geen_producten',
      'Deze offerte heeft geen producten uit de catalogus om te bestellen.',
    );
  }
  const name = [offerte.number, offerte.clientName].filter(Boolean).join(' ');
  return createOrderList(storage, clock, uid, {
    name: name.slice(0, 80),
    ...(offerte.clientId ? { clientId: offerte.clientId } : {}),
    address: offerte.address,
    reference: offerte.number,
    notes: '',
    lines: offerte.lines.map(({ productId, quantity }) => ({ productId, quantity })),
    offerteNumber: offerte.number,
  });
}
