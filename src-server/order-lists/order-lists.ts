import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { MAX_LINE_QUANTITY } from '@shared/domain/keys';
import type {
  OrderList,
  OrderListInput,
  OrderListPatch,
  OrderListSummary,
} from '@shared/schemas/order-list';
import type { Page, PageQuery } from '@shared/schemas/page';
import { clients } from '../collections/clients';
import { offertes } from '../collections/offertes';
import { orderLists, type StoredOrderList } from '../collections/order-lists';
import { mapPage } from '../collections/paging';
import { products } from '../collections/products';
import { users } from '../collections/users';
import { companyClient } from '../clients/clients';
import { type Member, memberWhoMay } from '../policy/access';
import { companyPage, companyRecord } from '../policy/company-records';
import { withProductsNow } from '../catalogue/products-now';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { displayName } from '@shared/domain/display-name';

/** Saving, opening and reusing lists is part of ordering. */
const ACTION = 'bestellen';
const NEWEST_FIRST = [{ field: 'updatedAt', direction: 'desc' }] as const;

export function orderListNotFound(): ApiError {
  return new ApiError(404, 'bestellijst_niet_gevonden', 'Deze bestellijst bestaat niet.');
}

function summaryOf(list: StoredOrderList): OrderListSummary {
  return {
    id: list.id,
    name: list.name,
    clientId: list.clientId,
    clientName: list.clientName,
    createdByName: list.createdByName,
    address: list.address,
    reference: list.reference,
    notes: list.notes,
    offerteNumber: list.offerteNumber,
    lineCount: list.lines.length,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
  };
}

/** The company's list, or "not found" (also for another company's list). */
async function companyList(storage: Storage, uid: string, id: string) {
  const { member, record } = await companyRecord(storage, uid, orderLists, id, {
    action: ACTION,
    notFound: orderListNotFound,
  });
  return { member, list: record };
}

/** The client a list is for: one of the company's own, or none. */
async function clientOf(storage: Storage, member: Member, clientId: string | undefined) {
  if (!clientId) return { clientId: null, clientName: null };
  const client = companyClient(member, await clients.on(storage).get(clientId));
  return { clientId: client.id, clientName: client.name };
}

export async function listOrderLists(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<OrderListSummary>> {
  const result = await companyPage(storage, uid, page, {
    collection: orderLists,
    action: ACTION,
    orderBy: NEWEST_FIRST,
  });
  return mapPage(result, summaryOf);
}

/** A list with each line's product as the catalogue has it now, at the user's trade price. */
export async function getOrderList(storage: Storage, uid: string, id: string): Promise<OrderList> {
  const { list } = await companyList(storage, uid, id);
  return { ...summaryOf(list), lines: await withProductsNow(storage, list.lines) };
}

/** The offerte a list names: one of the company's accepted offertes, else refused. */
async function acceptedOfferte(storage: Storage, member: Member, number: string | undefined) {
  if (!number) return '';
  const [found] = await offertes.on(storage).query({
    where: [
      { field: 'companyId', op: '==', value: member.companyId },
      { field: 'number', op: '==', value: number },
    ],
    limit: 1,
  });
  if (found?.status !== 'geaccepteerd') {
    const message = 'Deze offerte is niet (meer) geaccepteerd.';
    throw new ApiError(400, 'ongeldige_invoer', message, { offerteNumber: message });
  }
  return number;
}

export async function createOrderList(
  storage: Storage,
  clock: Clock,
  uid: string,
  input: OrderListInput,
): Promise<OrderList> {
  const member = await memberWhoMay(storage, uid, ACTION);
  const offerteNumber = await acceptedOfferte(storage, member, input.offerteNumber);
  // Quantities of the same product on several lines are added up, as the cart does.
  const quantities = new Map<string, number>();
  for (const line of input.lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  const ids = [...quantities.keys()];
  const [found, client, maker] = await Promise.all([
    products.on(storage).getMany(ids),
    clientOf(storage, member, input.clientId),
    users.on(storage).get(uid),
  ]);
  const missing = ids.filter((_, index) => !found[index]);
  if (missing.length > 0) {
    throw new ApiError(
      400,
      'product_onbekend',
      `Deze producten bestaan niet (meer): ${missing.join(', ')}. Haal ze uit de lijst.`,
    );
  }
  const now = isoMoment(clock.now());
  const id = randomUUID();
  const list = {
    companyId: member.companyId,
    createdBy: uid,
    createdByName: displayName(maker),
    name: input.name,
    ...client,
    address: input.address ?? '',
    reference: input.reference ?? '',
    notes: input.notes ?? '',
    offerteNumber,
    lines: ids.map((productId, index) => ({
      productId,
      name: found[index]?.name ?? '',
      modelNumber: found[index]?.modelNumber ?? '',
      quantity: Math.min(quantities.get(productId) ?? 1, MAX_LINE_QUANTITY),
    })),
    createdAt: now,
    updatedAt: now,
  };
  await orderLists.on(storage).set(id, list);
  return getOrderList(storage, uid, id);
}

export async function updateOrderList(
  storage: Storage,
  clock: Clock,
  uid: string,
  id: string,
  patch: OrderListPatch,
): Promise<OrderList> {
  const { member } = await companyList(storage, uid, id);
  const client =
    patch.clientId === undefined ? {} : await clientOf(storage, member, patch.clientId);
  await orderLists.on(storage).update(id, {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...client,
    ...(patch.address === undefined ? {} : { address: patch.address }),
    ...(patch.reference === undefined ? {} : { reference: patch.reference }),
    ...(patch.notes === undefined ? {} : { notes: patch.notes }),
    updatedAt: isoMoment(clock.now()),
  });
  return getOrderList(storage, uid, id);
}

export async function deleteOrderList(storage: Storage, uid: string, id: string): Promise<void> {
  await companyList(storage, uid, id);
  await orderLists.on(storage).delete(id);
}
