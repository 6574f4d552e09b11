import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import type {
  Calculation,
  CalculationSummary,
  SaveCalculationRequest,
} from '@shared/schemas/calculator';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { EntryOf } from '../collections/collection';
import { calculations } from '../collections/calculations';
import { clients } from '../collections/clients';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import type { Storage } from '../storage/port';

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

/** A client may be linked only when it exists and belongs to the same user. */
async function checkClient(storage: Storage, uid: string, clientId: string | undefined) {
  if (clientId === undefined) return;
  const client = await clients.on(storage).get(clientId);
  if (!client || client.ownerId !== uid) {
    throw new ApiError(400, 'klant_onbekend', 'Deze klant bestaat niet.', {
      clientId: 'Kies een van je eigen klanten.',
    });
  }
}

/** The stored fields of a saved calculation. */
function record(uid: string, request: SaveCalculationRequest, now: Date) {
  return {
    ownerId: uid,
    name: request.name,
    ...(request.clientId ? { clientId: request.clientId } : {}),
    method: request.input.method,
    heatLossW: request.input.heatLossW,
    input: request.input,
    updatedAt: isoMoment(now),
  };
}

async function owned(storage: Storage, uid: string, id: string): Promise<StoredCalculation> {
  const calculation = await calculations.on(storage).get(id);
  // Another user's calculation is as unknown as a missing one.
  if (!calculation || calculation.ownerId !== uid) throw apiErrors.notFound();
  return calculation;
}

export async function createCalculation(
  storage: Storage,
  clock: Clock,
  uid: string,
  request: SaveCalculationRequest,
): Promise<Calculation> {
  await checkClient(storage, uid, request.clientId);
  const now = clock.now();
  const id = randomUUID();
  const calculation = { ...record(uid, request, now), createdAt: isoMoment(now) };
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
  const existing = await owned(storage, uid, id);
  await checkClient(storage, uid, request.clientId);
  const calculation = { ...record(uid, request, clock.now()), createdAt: existing.createdAt };
  await calculations.on(storage).set(id, calculation);
  return toCalculation({ ...calculation, id });
}

export async function calculationOf(storage: Storage, uid: string, id: string) {
  return toCalculation(await owned(storage, uid, id));
}

export async function deleteCalculation(storage: Storage, uid: string, id: string) {
  await owned(storage, uid, id);
  await calculations.on(storage).delete(id);
}

/** The user's calculations, most recently changed first, a page at a time. */
export async function calculationsOf(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<CalculationSummary>> {
  const { items, nextCursor } = await calculations.on(storage).page(
    {
      where: [{ field: 'ownerId', op: '==', value: uid }],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
    },
    page,
  );
  return { items: items.map(toSummary), nextCursor };
}
