import { randomUUID } from 'node:crypto';
import {
  calculationSchema,
  type Calculation,
  type CalculationSummary,
  type SaveCalculationRequest,
} from '@shared/schemas/calculator';
import type { Page, PageQuery } from '@shared/schemas/page';
import type { Clock } from '../env';
import { ApiError, apiErrors } from '../errors';
import { queryPage } from '../paging';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage } from '../storage/port';

function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function toCalculation(id: string, data: DocumentData): Calculation {
  return calculationSchema.parse({
    id,
    name: data.name,
    ...(typeof data.clientId === 'string' ? { clientId: data.clientId } : {}),
    input: data.input,
    createdAt: iso(data.createdAt),
    updatedAt: iso(data.updatedAt),
  });
}

/** A client may be linked only when it exists and belongs to the same user. */
async function checkClient(storage: Storage, uid: string, clientId: string | undefined) {
  if (clientId === undefined) return;
  const client = await storage.get(COLLECTIONS.clients, clientId);
  if (!client || client.ownerId !== uid) {
    throw new ApiError(400, 'klant_onbekend', 'Deze klant bestaat niet.', {
      clientId: 'Kies een van je eigen klanten.',
    });
  }
}

/** The stored shape: JSON only, so optional fields that are absent are left out. */
function record(uid: string, request: SaveCalculationRequest, now: Date): DocumentData {
  return {
    ownerId: uid,
    name: request.name,
    ...(request.clientId ? { clientId: request.clientId } : {}),
    method: request.input.method,
    heatLossW: request.input.heatLossW,
    input: JSON.parse(JSON.stringify(request.input)) as DocumentData,
    updatedAt: now,
  };
}

async function owned(storage: Storage, uid: string, id: string): Promise<DocumentData> {
  const data = /^[A-Za-z0-9_-]{1,200}$/.test(id)
    ? await storage.get(COLLECTIONS.calculations, id)
    : null;
  // Another user's calculation is as unknown as a missing one.
  if (!data || data.ownerId !== uid) throw apiErrors.notFound();
  return data;
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
  const data = { ...record(uid, request, now), createdAt: now };
  await storage.set(COLLECTIONS.calculations, id, data);
  return toCalculation(id, data);
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
  const data = { ...record(uid, request, clock.now()), createdAt: existing.createdAt ?? null };
  await storage.set(COLLECTIONS.calculations, id, data);
  return toCalculation(id, data);
}

export async function calculationOf(storage: Storage, uid: string, id: string) {
  return toCalculation(id, await owned(storage, uid, id));
}

export async function deleteCalculation(storage: Storage, uid: string, id: string) {
  await owned(storage, uid, id);
  await storage.delete(COLLECTIONS.calculations, id);
}

/** The user's calculations, most recently changed first, a page at a time. */
export async function calculationsOf(
  storage: Storage,
  uid: string,
  page: PageQuery,
): Promise<Page<CalculationSummary>> {
  const { items, nextCursor } = await queryPage(
    storage,
    COLLECTIONS.calculations,
    {
      where: [{ field: 'ownerId', op: '==', value: uid }],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
    },
    page,
  );
  return {
    items: items.map(({ id, data }) => ({
      id,
      name: String(data.name),
      ...(typeof data.clientId === 'string' ? { clientId: data.clientId } : {}),
      method: data.method as CalculationSummary['method'],
      heatLossW: Number(data.heatLossW),
      updatedAt: iso(data.updatedAt),
    })),
    nextCursor,
  };
}
