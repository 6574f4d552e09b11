import { createHash, randomUUID } from 'node:crypto';
import { dutchDay } from '@shared/domain/calendar';
import { isoMoment } from '@shared/domain/dates';
import { formatEuro } from '@shared/domain/money';
import type { Order, PlaceOrderRequest } from '@shared/schemas/order';
import { mergedQuantities } from '@shared/schemas/order';
import type { TransactionCollection } from '../collections/collection';
import { missingFirmIdentifier } from '@shared/domain/company';
import type { StoredCompany } from '../collections/companies';
import { idempotency, type StoredCheckout } from '../collections/idempotency';
import { orderNumbers } from '../collections/order-numbers';
import { offertes } from '../collections/offertes';
import { orders, publicOrder, type StoredOrder } from '../collections/orders';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { mailAfter } from '../notify/hooks';
import type { Storage } from '../storage/port';
import { clients, type StoredClient } from '../collections/clients';
import { ownCompanyId } from '../collections/companies';
import { users } from '../collections/users';
import { companyOfRecord } from '../policy/access';
import { awaitingApproval, waitsForApproval } from './approval';
import { buyerOf, companyOfProfile } from '../parties/buyer';
import { releaseOrderNumber, reserveOrderNumber } from './order-number';
import { changePoints } from '../points/points';
import { offerteLinkFor } from './offerte-order';
import { reserveStock, stockChanged, withBackorders } from './stock';
import {
  lineProblems,
  loadCheckout,
  priceCheckout,
  type PricedCheckout,
  type Reader,
} from './quote';

/** The order a request asks for, whatever the order of its lines. */
function fingerprint(request: PlaceOrderRequest): string {
  const lines = [...mergedQuantities(request.lines)].sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify({ ...request, lines }))
    .digest('hex');
}

type Getter<T> = Pick<TransactionCollection<T>, 'get'>;

/**
 * The order placed earlier under this checkout's key, if any. The same key with a different
 * request is refused, never silently answered with the first order.
 */
async function earlierOrder(
  from: { checkouts: Getter<StoredCheckout>; orders: Getter<StoredOrder> },
  keyId: string,
  requestHash: string,
): Promise<Order | null> {
  const seen = await from.checkouts.get(keyId);
  if (!seen) return null;
  if (seen.requestHash !== undefined && seen.requestHash !== requestHash) {
    throw new ApiError(
      422,
      'sleutel_hergebruikt',
      'Deze bestelling is al verstuurd met andere gegevens. Vernieuw de pagina en bestel opnieuw.',
    );
  }
  const existing = await from.orders.get(seen.orderId);
  return existing ? publicOrder(existing) : null;
}

/** The company of a profile (its own company until the migration gave it one). */
function companyIdOf(profile: { companyId?: string | undefined } | null, uid: string): string {
  return profile?.companyId ?? ownCompanyId(uid);
}

async function isCompanyClient(
  reader: Reader,
  uid: string,
  client: StoredClient | null,
): Promise<boolean> {
  if (!client) return false;
  const own = companyIdOf(await users.from(reader).get(uid), uid);
  return companyOfRecord(client, client.ownerId) === own;
}

type ValidCheckout = PricedCheckout & { company: StoredCompany | null; clientName?: string };

/**
 * Every check of a checkout against what is stored: the profile, the linked client, every
 * line orderable, the redemption allowed. Run before a number is taken and again inside the
 * placing transaction.
 */
async function validCheckout(
  reader: Reader,
  uid: string,
  request: PlaceOrderRequest,
): Promise<ValidCheckout> {
  const [loaded, client] = await Promise.all([
    loadCheckout(reader, uid, request.lines),
    request.clientId ? clients.from(reader).get(request.clientId) : null,
  ]);
  // Only a client of the user's company can be linked; another's id is as unknown as a
  // made-up one.
  if (request.clientId && !(await isCompanyClient(reader, uid, client))) {
    throw new ApiError(400, 'ongeldige_invoer', 'Deze klant bestaat niet.', {
      clientId: 'Deze klant bestaat niet.',
    });
  }
  if (!loaded.profile) {
    throw new ApiError(404, 'profiel_niet_gevonden', 'Er is geen profiel voor dit account.');
  }
  const problems = lineProblems(loaded.lines);
  if (problems[0]) {
    throw new ApiError(409, 'niet_bestelbaar', problems.map((p) => p.message).join(' '));
  }
  const company = await companyOfProfile(reader, loaded.profile);
  // A profile the start-up migration has not reached has no record yet; every firm that has
  // one orders only once its invoices can name it (missingFirmIdentifier).
  const missing = company && missingFirmIdentifier(company);
  if (missing) throw new ApiError(409, 'bedrijf_onvolledig', missing);
  const priced = { ...priceCheckout(loaded, request), company };
  return client ? { ...priced, clientName: client.name } : priced;
}

/** The order as stored: the priced checkout, the request's details and the buyer as now. */
function newOrder(
  checkout: ValidCheckout,
  request: PlaceOrderRequest,
  placed: { uid: string; idempotencyKey: string; number: string; at: string },
): StoredOrder {
  const { maxRedeemablePoints: _unused, ...amounts } = checkout.quote;
  return {
    ...amounts,
    userId: placed.uid,
    companyId: companyIdOf(checkout.profile, placed.uid),
    number: placed.number,
    status: 'ontvangen',
    statusHistory: [{ status: 'ontvangen', at: placed.at }],
    createdAt: placed.at,
    address: request.delivery === 'bezorgen' ? request.address : '',
    reference: request.reference,
    notes: request.notes,
    discountPercent: checkout.discount,
    pointsCredited: false,
    idempotencyKey: placed.idempotencyKey,
    buyer: buyerOf(checkout.profile, checkout.company),
    ...(request.clientId && checkout.clientName !== undefined
      ? { clientId: request.clientId, clientName: checkout.clientName }
      : {}),
    ...(request.offerteNumber ? { offerteNumber: request.offerteNumber } : {}),
  };
}

/**
 * The offerte an order names must be one of the user's company's accepted offertes: a made-up
 * number, another company's or one not accepted is refused as unknown. (An accepted offerte
 * stays accepted, so checking before the transaction is enough.)
 */
async function assertAcceptedOfferte(
  storage: Storage,
  uid: string,
  request: PlaceOrderRequest,
): Promise<void> {
  if (!request.offerteNumber) return;
  const companyId = companyIdOf(await users.on(storage).get(uid), uid);
  const found = await offertes.on(storage).query({
    where: [
      { field: 'companyId', op: '==', value: companyId },
      { field: 'number', op: '==', value: request.offerteNumber },
    ],
    limit: 1,
  });
  if (found[0]?.status !== 'geaccepteerd') {
    const message = 'Deze offerte is niet (meer) geaccepteerd.';
    throw new ApiError(400, 'ongeldige_invoer', message, { offerteNumber: message });
  }
}

/** Refuses an order whose total is not the one the customer was shown (the counter's queue). */
function assertShownTotal(request: PlaceOrderRequest, total: number): void {
  const shown = request.expectedTotalInclVat;
  if (shown === undefined || shown === total) return;
  throw new ApiError(
    409,
    'prijs_gewijzigd',
    `De prijs is gewijzigd: ${formatEuro(shown)} getoond, nu ${formatEuro(total)}. Controleer de bestelling met de klant.`,
  );
}

/** The reservation of this checkout's number was given back meanwhile: reserve anew. */
class ReservationLost extends ApiError {
  constructor() {
    super(503, 'even_bezet', 'Het bestellen lukte even niet. Probeer het opnieuw.');
  }
}

/**
 * Places an order: recomputes every amount, refuses unknown and out-of-stock products and
 * disallowed redemptions, and only then takes the order number, so a refused checkout uses
 * none. Order, ledger and points are written in one transaction that checks everything again.
 * A repeated idempotency key returns the order placed the first time.
 */
export async function placeOrder(
  storage: Storage,
  clock: Clock,
  uid: string,
  idempotencyKey: string,
  request: PlaceOrderRequest,
): Promise<{ order: Order; created: boolean }> {
  const keyId = `${uid}__${idempotencyKey}`;
  const requestHash = fingerprint(request);
  const stored = { checkouts: idempotency.on(storage), orders: orders.on(storage) };
  const earlier = await earlierOrder(stored, keyId, requestHash);
  if (earlier) return { order: earlier, created: false };
  await validCheckout(storage, uid, request);
  await assertAcceptedOfferte(storage, uid, request);
  for (let attempt = 1; ; attempt += 1) {
    const number = await reserveOrderNumber(storage, keyId, clock.now());
    try {
      const placed = await storage.transaction(async (tx) => {
        const inTx = { checkouts: idempotency.in(tx), orders: orders.in(tx) };
        const placed = await earlierOrder(inTx, keyId, requestHash);
        if (placed) return { order: placed, created: false };
        if ((await orderNumbers.in(tx).get(keyId))?.number !== number) throw new ReservationLost();
        // Stock, points or the client may have changed since the first check.
        const checkout = await validCheckout(tx, uid, request);
        const at = isoMoment(clock.now());
        const id = randomUUID();
        const made = newOrder(checkout, request, { uid, idempotencyKey, number, at });
        assertShownTotal(request, made.totalInclVat);
        // Above the member's spend limit the order waits for approval: no stock taken and
        // nothing redeemed yet (both happen when it is approved).
        const waits = await waitsForApproval(tx, checkout.profile, made.totalExclVat, new Date(at));
        const linkOfferte = waits ? () => undefined : await offerteLinkFor(tx, made);
        const order = waits
          ? awaitingApproval(made)
          : withBackorders(
              made,
              reserveStock(tx, checkout.lines, dutchDay(clock.now()), {
                orderNumber: number,
                at: new Date(at),
              }),
            );
        inTx.orders.set(id, order);
        linkOfferte(id);
        inTx.checkouts.set(keyId, { orderId: id, requestHash, createdAt: at });
        if (order.pointsRedeemed > 0 && !waits) {
          changePoints(
            tx,
            { companyId: checkout.companyId, balance: checkout.points },
            {
              userId: uid,
              amount: -order.pointsRedeemed,
              reason: 'inwisseling',
              orderId: id,
              orderNumber: number,
              at: new Date(at),
            },
          );
        }
        return { order: publicOrder({ ...order, id }), created: true };
      });
      if (placed.created) stockChanged(storage, mergedQuantities(request.lines).keys());
      return await mailAfter.orderPlaced({ storage, clock }, uid)(placed);
    } catch (error) {
      if (error instanceof ReservationLost && attempt < 3) continue;
      // Refused after all: the number goes back unless an order under this key holds it.
      if (error instanceof ApiError) await releaseOrderNumber(storage, keyId, number);
      throw error;
    }
  }
}
