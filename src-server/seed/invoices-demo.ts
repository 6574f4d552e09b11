import type { Clock } from '../env';
import { ApiError } from '../errors';
import { registerReturn } from '../invoices/returns';
import { changeOrderStatus } from '../orders/order-status';
import { placeOrder } from '../orders/place-order';
import { users } from '../collections/users';
import type { Storage } from '../storage/port';

/**
 * The demo dealer: the demo installer's order list is what the shop's own e2e test reads
 * (it expects no delivered orders there).
 */
const BUYER = 'demo-dealer';

/** Delivered orders of the demo dealer; the first one, for a client, partly comes back. */
const DELIVERED: {
  key: string;
  reference: string;
  lines: { productId: string; quantity: number }[];
  delivery: 'bezorgen' | 'afhalen';
  clientId?: string;
  returned?: { lineIndex: number; quantity: number; reason: string };
}[] = [
  {
    key: 'demo-factuur-1',
    reference: 'Project Kastanjelaan',
    lines: [
      { productId: 'nw-aw8', quantity: 1 },
      { productId: 'nw-bv50', quantity: 3 },
    ],
    delivery: 'bezorgen',
    clientId: 'demo-klant-van-dijk',
    returned: { lineIndex: 1, quantity: 1, reason: 'Eén buffervat te veel besteld.' },
  },
  {
    key: 'demo-factuur-2',
    reference: 'Project Molenweg',
    lines: [{ productId: 'nw-sb200', quantity: 1 }],
    delivery: 'afhalen',
  },
];

/**
 * Invoices and a credit note on first start: the demo dealer's orders go through the
 * shop's own placement and status changes (which make the invoices) and the back-office's
 * return (which makes the credit note). Orders already placed under their key are left alone.
 */
export async function seedInvoices(storage: Storage, clock: Clock): Promise<void> {
  if (!(await users.on(storage).get(BUYER))) return;
  for (const order of DELIVERED) {
    const result = await placeOrder(storage, clock, BUYER, order.key, {
      lines: [...order.lines],
      delivery: order.delivery,
      pointsToRedeem: 0,
      address: order.delivery === 'bezorgen' ? 'Industrieweg 88, 5627 BR Eindhoven' : '',
      reference: order.reference,
      notes: '',
      ...(order.clientId ? { clientId: order.clientId } : {}),
    }).catch((error: unknown) => {
      // Products changed since (out of stock, gone): the demo order is left out.
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (!result?.created) continue;
    const id = result.order.id;
    const route = order.delivery === 'bezorgen' ? 'verzonden' : 'klaar_voor_afhalen';
    for (const status of ['in_behandeling', route, 'geleverd'] as const)
      await changeOrderStatus(storage, clock, id, status);
    if (order.returned) {
      const { reason, ...line } = order.returned;
      await registerReturn(
        storage,
        clock,
        { uid: 'demo-beheerder', email: 'beheer@warmteportaal.test' },
        id,
        { lines: [line], reason },
      );
    }
  }
}
