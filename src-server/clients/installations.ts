import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { dutchToday } from '@shared/domain/installations';
import { DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import type { ClientDetail, InstallationInput } from '@shared/schemas/clients';
import { clients, type StoredInstallation } from '../collections/clients';
import { products } from '../collections/products';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { Storage } from '../storage/port';
import { memberOf } from '../company/access';
import { companyClient } from './clients';
import { toClientDetail } from './client-record';

function productProblem(): ApiError {
  const message = 'Dit product bestaat niet (meer).';
  return new ApiError(400, 'ongeldige_invoer', message, { productId: message });
}

/** What an installation records of its product when it is entered. */
interface InstalledProduct {
  name: string;
  modelNumber: string;
  warrantyMonths: number;
}

async function changeInstallations(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  change: (
    current: StoredInstallation[],
    now: string,
  ) => Promise<StoredInstallation[]> | StoredInstallation[],
): Promise<ClientDetail> {
  return storage.transaction(async (tx) => {
    const [member, found] = await Promise.all([memberOf(tx, uid), clients.in(tx).get(clientId)]);
    const client = companyClient(member, found, 'installaties');
    const now = clock.now();
    const installations = await change(client.installations, isoMoment(now));
    clients.in(tx).update(clientId, { installations, updatedAt: isoMoment(now) });
    return toClientDetail({ ...client, installations }, dutchToday(now));
  });
}

/** The stored fields of an installation of this product, as the user entered them. */
function installationFields(product: InstalledProduct, input: InstallationInput) {
  return {
    productId: input.productId,
    productName: product.name,
    modelNumber: product.modelNumber,
    serialNumber: input.serialNumber,
    installedOn: input.installedOn,
    // The product's own warranty when the catalogue knows one, else the default 60 months.
    warrantyMonths: product.warrantyMonths > 0 ? product.warrantyMonths : DEFAULT_WARRANTY_MONTHS,
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
  const product = await products.on(storage).get(input.productId);
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
  const product = await products.on(storage).get(input.productId);
  return changeInstallations(storage, clock, uid, clientId, (current, now) => {
    const index = current.findIndex((installation) => installation.id === installationId);
    const before = current[index];
    if (!before) throw installationNotFound();
    const sameProduct = before.productId === input.productId;
    if (!product && !sameProduct) throw productProblem();
    // The same product keeps what was recorded at installation (name, type, warranty): a
    // corrected serial number never changes the warranty the client was given.
    const recorded: InstalledProduct =
      sameProduct || !product
        ? {
            name: before.productName,
            modelNumber: before.modelNumber,
            warrantyMonths: before.warrantyMonths,
          }
        : product;
    const updated: StoredInstallation = {
      id: installationId,
      ...installationFields(recorded, input),
      createdAt: before.createdAt,
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
