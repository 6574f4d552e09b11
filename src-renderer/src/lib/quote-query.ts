import type { CartItem } from '@shared/cart/cart';
import type { DeliveryMethod } from '@shared/domain/rules';
import type { QuoteResponse } from '@shared/schemas/order';

/**
 * The server's price for some lines, as the cart's quote hook answers it. The checkout and the
 * counter take the hook from their page (one feature never imports another).
 */
export interface QuoteQuery {
  data?: QuoteResponse | undefined;
  /** True while the lines changed and their new price is not in yet. */
  pending: boolean;
  isError: boolean;
  error: Error | null;
}

export type QuoteHook = (
  items: CartItem[],
  delivery: DeliveryMethod,
  pointsToRedeem: number,
) => QuoteQuery;
