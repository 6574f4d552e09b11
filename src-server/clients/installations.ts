import { randomUUID } from 'node:crypto';
import { dutchToday } from '@shared/domain/installations';
import { DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import type { ClientDetail, InstallationInput } from '@shared/schemas/clients';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage } from '../storage/port';
import { clientNotFound } from './clients';
import { toClientDetail } from './client-record';

function productProblem(): ApiError {
  const message = 'Dit product bestaat niet (meer).';
  return new ApiError(400, 'ongeldige_invoer', message, { productId: message });
}

/** The product's own warranty when the catalogue knows one, else the default 60 months. */
function warrantyMonthsOf(product: DocumentData): number {
  const months = product.warrantyMonths;
  return typeof months === 'number' && Number.isInteger(months) && months > 0
    ? months
    : DEFAULT_WARRANTY_MONTHS;
}

async function changeInstallations(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  change: (current: DocumentData[], now: Date) => Promise<DocumentData[]> | DocumentData[],
): Promise<ClientDetail> {
  return storage.transaction(async (tx) => {
    const data = /^[A-Za-z0-9_-]{1,200}$/.test(clientId)
      ? await tx.get(COLLECTIONS.clients, clientId)
      : null;
    if (!data || data.ownerId !== uid) throw clientNotFound();
    const now = clock.now();
    const installations = await change(
      Array.isArray(data.installations) ? (data.installations as DocumentData[]) : [],
      now,
    );
    tx.update(COLLECTIONS.clients, clientId, { installations, updatedAt: now });
    return toClientDetail(clientId, { ...data, installations }, dutchToday(now));
  });
}

/** The stored fields of an installation of this product, as the user entered them. */
function installationFields(product: DocumentData, input: InstallationInput): DocumentData {
  return {
    productId: input.productId,
    productName: String(product.name),
    modelNumber: String(product.modelNumber ?? ''),
    serialNumber: input.serialNumber,
    installedOn: input.installedOn,
    warrantyMonths: warrantyMonthsOf(product),
    refrigerant: input.refrigerant,
    ...(input.chargeKg !== undefined ? { chargeKg: input.chargeKg } : {}),
  };
}

export async function addInstallation(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  input: InstallationInput,
): Promise<ClientDetail> {
  const product = await storage.get(COLLECTIONS.products, input.productId);
  if (!product) throw productProblem();
  return changeInstallations(storage, clock, uid, clientId, (current, now) => [
    ...current,
    { id: randomUUID(), ...installationFields(product, input), createdAt: now },
  ]);
}

const installationNotFound = () =>
  new ApiError(404, 'installatie_niet_gevonden', 'Deze installatie bestaat niet.');

/**
 * Corrects an installation (serial number, date, product, refrigerant): every field is
 * replaced by the input; name, type number and warranty are read again only for another
 * product.
 */
export async function updateInstallation(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  installationId: string,
  input: InstallationInput,
): Promise<ClientDetail> {
  // A deleted product still allows correcting an installation of it.
  const product = (await storage.get(COLLECTIONS.products, input.productId)) ?? null;
  return changeInstallations(storage, clock, uid, clientId, (current, now) => {
    const index = current.findIndex((installation) => installation.id === installationId);
    const before = current[index];
    if (!before) throw installationNotFound();
    if (!product && before.productId !== input.productId) throw productProblem();
    const fields = installationFields(product ?? before, input);
    // The same product keeps what was recorded at installation (name, type, warranty): a
    // corrected serial number never changes the warranty the client was given.
    const recorded: DocumentData = {};
    if (before.productId === input.productId) {
      for (const key of ['productName', 'modelNumber', 'warrantyMonths']) {
        const value = before[key];
        if (value !== undefined) recorded[key] = value;
      }
    }
    const updated: DocumentData = {
      id: installationId,
      ...fields,
      ...recorded,
      createdAt: before.createdAt ?? now,
      updatedAt: now,
    };
    return current.map((installation, i) => (i === index ? updated : installation));
  });
}

export async function removeInstallation(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  installationId: string,
): Promise<ClientDetail> {
  return changeInstallations(storage, clock, uid, clientId, (current) => {
    const remaining = current.filter((installation) => installation.id !== installationId);
    if (remaining.length === current.length) throw installationNotFound();
    return remaining;
  });
}
