import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import type {
  Calculation,
  CalculationSummary,
  SaveCalculationRequest,
} from '@shared/schemas/calculator';
import type { Page, PageQuery } from '@shared/schemas/page';
import { whereEquals, type EntryOf } from '../collections/collection';
import { calculations } from '../collections/calculations';
import { clients } from '../collections/clients';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import type { Storage } from '../storage/port';
import { companyOfRecord, type Member, memberWhoMay } from '../policy/access';
import { companyPage, companyRecord, ownerOf } from '../policy/company-records';
import { makerNames } from '../policy/made-by';

type StoredCalculation = EntryOf<typeof calculations>;

function toCalculation({
  id,
  name,
  clientId,
  input,
  createdAt,
  updatedAt,
}: StoredCalculation): Calculation {
  return { id, name, ...(clientId === undefined ? {} : { clientId }), input, createdAt, updatedAt };
}

function toSummary({
  id,
  name,
  clientId,
  method,
  heatLossW,
  updatedAt,
}: StoredCalculation): CalculationSummary {
  return {
    id,
    name,
    ...(clientId === undefined ? {} : { clientId }),
    method,
    heatLossW,
    updatedAt,
  };
}

/** A client may be linked only when it exists and belongs to the same company. */
async function checkClient(storage: Storage, member: Member, clientId: string | undefined) {
  if (clientId === undefined) return;
  const client = await clients.on(storage).get(clientId);
  if (!client || companyOfRecord(client, client.ownerId) !== member.companyId) {
    throw new ApiError(400, 'klant_onbekend', 'Deze klant bestaat niet.', {
      clientId: 'Kies een van de klanten van je bedrijf.',
    });
  }
}

/** The stored fields of a saved calculation. */
function record(member: Member, request: SaveCalculationRequest, now: Date) {
  return {
    ownerId: member.uid,
    companyId: member.companyId,
    name: request.name,
    ...(request.clientId ? { clientId: request.clientId } : {}),
    method: request.input.method,
    heatLossW: request.input.heatLossW,
    input: request.input,
    updatedAt: isoMoment(now),
  };
}

const calculationAccess = {
  action: 'berekeningen',
  notFound: apiErrors.notFound,
  madeBy: ownerOf,
} as const;

/** The company's calculation; another company's is as unknown as a missing one. */
async function owned(
  storage: Storage,
  uid: string,
  id: string,
): Promise<{ member: Member; calculation: StoredCalculation }> {
  const { member, record } = await companyRecord(storage, uid, calculations, id, calculationAccess);
  return { member, calculation: record };
}

export async function createCalculation(
  storage: Storage,
  clock: Clock,
  uid: string,
  request: SaveCalculationRequest,
): Promise<Calculation> {
  const member = await memberWhoMay(storage, uid, 'berekeningen');
  await checkClient(storage, member, request.clientId);
  const now = clock.now();
  const id = randomUUID();
  const calculation = { ...record(member, request, now), createdAt: isoMoment(now) };
  await calculations.on(storage).set(id, calculation);
  return toCalculation({ ...calculation, id });
}

export async function updateCalculation(
  storage: Storage,
  clock: Clock,
  uid: string,
  id: string,
  request: SaveCalculationRequest,
): Promise<Calculation> {
  const { member, calculation: existing } = await owned(storage, uid, id);
  await checkClient(storage, member, request.clientId);
  const calculation = {
    ...record(member, request, clock.now()),
    // Who made it stays who made it.
    ownerId: existing.ownerId,
    companyId: companyOfRecord(existing, existing.ownerId),
    createdAt: existing.createdAt,
  };
  await calculations.on(storage).set(id, calculation);
  return toCalculation({ ...calculation, id });
}

export async function calculationOf(storage: Storage, uid: string, id: string) {
  const { calculation } = await owned(storage, uid, id);
  const [names, client] = await Promise.all([
    makerNames(storage, [calculation.ownerId]),
    calculation.clientId ? clients.on(storage).get(calculation.clientId) : null,
  ]);
  return {
    ...toCalculation(calculation),
    madeBy: names.get(calculation.ownerId),
    ...(client ? { clientName: client.name } : {}),
  };
}

export async function deleteCalculation(storage: Storage, uid: string, id: string) {
  await owned(storage, uid, id);
  await calculations.on(storage).delete(id);
}

/**
 * The company's calculations, most recently changed first, a page at a time; with `clientId`
 * only those of that client (another company's client gives an empty list, as an unknown one).
 */
export async function calculationsOf(
  storage: Storage,
  uid: string,
  page: PageQuery & { clientId?: string | undefined },
): Promise<Page<CalculationSummary>> {
  const { clientId, ...paging } = page;
  const { items, nextCursor } = await companyPage(storage, uid, paging, {
    collection: calculations,
    action: 'berekeningen',
    where: whereEquals('clientId', clientId || undefined),
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  });
  const names = await makerNames(
    storage,
    items.map((item) => item.ownerId),
  );
  return {
    items: items.map((item) => ({ ...toSummary(item), madeBy: names.get(item.ownerId) })),
    nextCursor,
  };
}
