import type { CartJob } from '@shared/cart/cart-sync';
import type { OrderList } from '@shared/schemas/order-list';

/**
 * What a bestellijst hands to the cart, for the checkout of whoever orders it: its client,
 * the address to deliver to (the list's own, else the client's when known), its reference (a
 * project list without one goes by its name), notes and offerte. A list for no job in
 * particular hands nothing, and the cart keeps the job it had.
 */
export function jobOfList(list: OrderList, clientAddress?: string): CartJob | undefined {
  const address = list.address || clientAddress || '';
  const reference = list.reference || (list.clientId ? list.name : '');
  const job: CartJob = {
    ...(list.clientId ? { clientId: list.clientId, clientName: list.clientName ?? '' } : {}),
    ...(address ? { address } : {}),
    ...(reference ? { reference } : {}),
    ...(list.notes ? { notes: list.notes } : {}),
    ...(list.offerteNumber ? { offerteNumber: list.offerteNumber } : {}),
  };
  return Object.keys(job).length > 0 ? job : undefined;
}
