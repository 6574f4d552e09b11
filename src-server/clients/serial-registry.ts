import { dutchDay } from '@shared/domain/calendar';
import {
  earnsInstallationReward,
  INSTALLATION_REWARD,
  isHeatPump,
} from '@shared/domain/installations';
import { ApiError } from '../errors';
import { orderNotFound, orders } from '../collections/orders';
import { products } from '../collections/products';
import { serialNumbers, serialKey } from '../collections/serial-numbers';
import { firmPointsOf } from '../collections/company-points';
import { companyOfRecord, type Member } from '../policy/access';
import { changePoints } from '../points/points';
import type { StorageTransaction } from '../storage/port';

function taken(): ApiError {
  const message = 'Dit serienummer is voor dit product al geregistreerd.';
  return new ApiError(409, 'serienummer_bestaat', message, { serialNumber: message });
}

/** What an installation from an order needs checked before anything is written. */
export interface OrderRegistration {
  orderId: string;
  orderNumber: string;
  /** Calendar days (Dutch time) the order was placed and delivered. */
  orderedOn: string;
  deliveredOn: string;
}

/**
 * The company's delivered order with this heat pump on it, with room for one more unit of it;
 * another company's order is as unknown as a missing one.
 */
export async function readOrderForInstallation(
  tx: StorageTransaction,
  member: Member,
  orderId: string,
  productId: string,
): Promise<OrderRegistration> {
  const [order, product, registered] = await Promise.all([
    orders.in(tx).get(orderId),
    products.in(tx).get(productId),
    serialNumbers.in(tx).query({
      where: [
        { field: 'orderId', op: '==', value: orderId },
        { field: 'productId', op: '==', value: productId },
      ],
    }),
  ]);
  if (!order || companyOfRecord(order, order.userId) !== member.companyId) throw orderNotFound();
  const delivered = order.statusHistory.find((entry) => entry.status === 'geleverd');
  if (order.status !== 'geleverd' || !delivered) {
    throw new ApiError(
      409,
      'niet_geleverd',
      'Registreer een installatie pas als de bestelling is geleverd.',
    );
  }
  const line = order.lines.find((l) => l.productId === productId);
  if (!line || !product || !isHeatPump(product)) {
    const message = 'Deze warmtepomp staat niet op de bestelling.';
    throw new ApiError(400, 'ongeldige_invoer', message, { productId: message });
  }
  const active = registered.filter((r) => r.installationId !== '').length;
  if (active >= line.quantity) {
    const message = `Alle ${line.quantity} warmtepompen van deze regel zijn al geregistreerd.`;
    throw new ApiError(409, 'al_geregistreerd', message, { productId: message });
  }
  return {
    orderId,
    orderNumber: order.number,
    orderedOn: dutchDay(new Date(order.createdAt)),
    deliveredOn: dutchDay(new Date(delivered.at)),
  };
}

/** Reads what claiming a serial number needs: the registry entry and the firm's points. */
export async function readSerial(
  tx: StorageTransaction,
  member: Member,
  productId: string,
  serial: string,
) {
  const key = serialKey(productId, serial);
  const [entry, firm] = await Promise.all([
    serialNumbers.in(tx).get(key),
    firmPointsOf(tx, member.companyId),
  ]);
  if (entry && entry.installationId !== '') throw taken();
  return { key, entry, firm };
}

/**
 * Claims the serial number for the installation (writes only) and pays the reward when the
 * unit came from a delivered order registered within the reward's days, once per serial
 * number. Answers the points paid.
 */
export function claimSerial(
  tx: StorageTransaction,
  read: Awaited<ReturnType<typeof readSerial>>,
  claim: {
    member: Member;
    clientId: string;
    installationId: string;
    productId: string;
    serialNumber: string;
    order?: OrderRegistration | undefined;
    now: Date;
  },
): number {
  const { member, order, now } = claim;
  const earns =
    order !== undefined &&
    !read.entry?.rewarded &&
    earnsInstallationReward(order.deliveredOn, dutchDay(now));
  serialNumbers.in(tx).set(read.key, {
    productId: claim.productId,
    serialNumber: claim.serialNumber,
    companyId: member.companyId,
    clientId: claim.clientId,
    installationId: claim.installationId,
    ...(order
      ? { orderId: order.orderId }
      : read.entry?.orderId
        ? { orderId: read.entry.orderId }
        : {}),
    rewarded: earns || (read.entry?.rewarded ?? false),
    createdAt: read.entry?.createdAt ?? now.toISOString(),
  });
  if (!earns || !order) return 0;
  changePoints(tx, read.firm, {
    userId: member.uid,
    amount: INSTALLATION_REWARD.points,
    reason: 'installatie',
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    note: `Serienummer ${claim.serialNumber}`,
    at: now,
  });
  return INSTALLATION_REWARD.points;
}

/** Frees a serial number when its installation is removed or renumbered (writes only). */
export function releaseSerial(tx: StorageTransaction, productId: string, serial: string) {
  serialNumbers.in(tx).update(serialKey(productId, serial), { installationId: '' });
}

/** Whether the serial registry holds this one (a read, before releasing). */
export async function hasSerial(tx: StorageTransaction, productId: string, serial: string) {
  return (await serialNumbers.in(tx).get(serialKey(productId, serial))) !== null;
}
