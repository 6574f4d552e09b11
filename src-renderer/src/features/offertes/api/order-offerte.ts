import { apiRequest } from '@/lib/api-client';
import { offerteOrderSchema, type OfferteOrder } from '@shared/schemas/offerte';
import { orderListSchema, type OrderList } from '@shared/schemas/order-list';
import { offertePath } from './get-offerte';

/**
 * `Bestellen`: the accepted offerte's products as the catalogue has them now (with the
 * installer's own prices), for the cart, with the offerte's number, client and the client's
 * address for checkout; one request for the whole offerte.
 */
export function offerteOrder(id: string): Promise<OfferteOrder> {
  return apiRequest(`${offertePath(id)}/bestellen`, { schema: offerteOrderSchema, auth: true });
}

/** `Bestellijst maken`: the accepted offerte as the firm's bestellijst for its client. */
export function offerteOrderList(id: string): Promise<OrderList> {
  return apiRequest(`${offertePath(id)}/bestellijst`, {
    schema: orderListSchema,
    method: 'POST',
    auth: true,
  });
}
