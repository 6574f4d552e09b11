import { dutchDay } from '@shared/domain/calendar';
import { randomUUID } from 'node:crypto';
import { isoMoment } from '@shared/domain/dates';
import { installationDateProblem } from '@shared/domain/installations';
import { DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import { warrantyMonthsOf } from '@shared/catalogue/product-facts';
import type { ClientDetail, InstallationInput } from '@shared/schemas/clients';
import { clients, type StoredInstallation } from '../collections/clients';
import { products, unknownProductInput } from '../collections/products';
import type { Clock } from '../env';
import type { FileStore } from '../files/port';
import { ApiError } from '../errors';
import type { Storage, StorageTransaction } from '../storage/port';
import { memberOf, type Member } from '../policy/access';
import { serialKey } from '../collections/serial-numbers';
import {
  claimSerial,
  hasSerial,
  readOrderForInstallation,
  readSerial,
  releaseSerial,
} from './serial-registry';
import { companyClient } from './clients';
import { toClientDetail } from './client-record';
import { installationNotFound } from './installation-photos';

/** What an installation records of its product when it is entered. */
interface InstalledProduct {
  name: string;
  modelNumber: string;
  warrantyMonths: number;
}

interface Change {
  tx: StorageTransaction;
  member: Member;
  current: StoredInstallation[];
  now: Date;
  today: string;
}

interface Target {
  storage: Storage;
  clock: Clock;
  uid: string;
  clientId: string;
}

async function changeInstallations(
  { storage, clock, uid, clientId }: Target,
  change: (context: Change) => Promise<StoredInstallation[] | Changed> | StoredInstallation[],
): Promise<ClientDetail> {
  return storage.transaction(async (tx) => {
    const [member, found] = await Promise.all([memberOf(tx, uid), clients.in(tx).get(clientId)]);
    const client = companyClient(member, found, 'installaties');
    const now = clock.now();
    const today = dutchDay(now);
    const changed = await change({ tx, member, current: client.installations, now, today });
    const { installations, pointsAwarded } = Array.isArray(changed)
      ? { installations: changed, pointsAwarded: 0 }
      : changed;
    clients.in(tx).update(clientId, { installations, updatedAt: isoMoment(now) });
    const detail = toClientDetail({ ...client, installations }, today);
    return pointsAwarded > 0 ? { ...detail, pointsAwarded } : detail;
  });
}

interface Changed {
  installations: StoredInstallation[];
  pointsAwarded: number;
}

/** The installation date in Dutch terms, never in the future nor before its order. */
function checkDate(installedOn: string, today: string, orderedOn?: string) {
  const problem = installationDateProblem(installedOn, today, orderedOn);
  if (problem) throw new ApiError(400, 'ongeldige_invoer', problem, { installedOn: problem });
}

/** The stored fields of an installation of this product, as the user entered them. */
function installationFields(product: InstalledProduct, input: Omit<InstallationInput, 'orderId'>) {
  return {
    productId: input.productId,
    productName: product.name,
    modelNumber: product.modelNumber,
    serialNumber: input.serialNumber,
    installedOn: input.installedOn,
    // The product's own warranty (a heat pump's in years from its data) when the catalogue knows
    // one, else the default 60 months.
    warrantyMonths: product.warrantyMonths > 0 ? product.warrantyMonths : DEFAULT_WARRANTY_MONTHS,
    refrigerant: input.refrigerant,
    ...(input.chargeKg !== undefined ? { chargeKg: input.chargeKg } : {}),
  };
}

/**
 * Registers an installation. From one of the company's delivered orders (`orderId`) the date
 * may not precede the order, and the first registration of a serial number within 90 days of
 * delivery earns the reward (src-shared/domain/installations.ts).
 */
export async function addInstallation(
  storage: Storage,
  clock: Clock,
  uid: string,
  clientId: string,
  input: InstallationInput,
): Promise<ClientDetail> {
  const product = await products.on(storage).get(input.productId);
  if (!product) throw unknownProductInput();
  const installed = { ...product, warrantyMonths: warrantyMonthsOf(product) };
  return changeInstallations(
    { storage, clock, uid, clientId },
    async ({ tx, member, current, now, today }) => {
      const order = input.orderId
        ? await readOrderForInstallation(tx, member, input.orderId, input.productId)
        : undefined;
      checkDate(input.installedOn, today, order?.orderedOn);
      const serial = await readSerial(tx, member, input.productId, input.serialNumber);
      const id = randomUUID();
      const pointsAwarded = claimSerial(tx, serial, {
        member,
        clientId,
        installationId: id,
        productId: input.productId,
        serialNumber: input.serialNumber,
        order,
        now,
      });
      const { orderId: _order, ...fields } = input;
      return {
        installations: [
          ...current,
          {
            id,
            ...installationFields(installed, fields),
            photos: [],
            createdAt: isoMoment(now),
          },
        ],
        pointsAwarded,
      };
    },
  );
}

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
  return changeInstallations(
    { storage, clock, uid, clientId },
    async ({ tx, member, current, now, today }) => {
      const index = current.findIndex((installation) => installation.id === installationId);
      const before = current[index];
      if (!before) throw installationNotFound();
      checkDate(input.installedOn, today);
      const sameProduct = before.productId === input.productId;
      if (!product && !sameProduct) throw unknownProductInput();
      const renumbered =
        !sameProduct ||
        serialKey(before.productId, before.serialNumber) !==
          serialKey(input.productId, input.serialNumber);
      if (renumbered) {
        const [serial, registered] = await Promise.all([
          readSerial(tx, member, input.productId, input.serialNumber),
          hasSerial(tx, before.productId, before.serialNumber),
        ]);
        if (registered) releaseSerial(tx, before.productId, before.serialNumber);
        claimSerial(tx, serial, {
          member,
          clientId,
          installationId,
          productId: input.productId,
          serialNumber: input.serialNumber,
          now,
        });
      }
      // The same product keeps what was recorded at installation (name, type, warranty): a
      // corrected serial number never changes the warranty the client was given.
      const recorded: InstalledProduct =
        sameProduct || !product
          ? {
              name: before.productName,
              modelNumber: before.modelNumber,
              warrantyMonths: before.warrantyMonths,
            }
          : { ...product, warrantyMonths: warrantyMonthsOf(product) };
      const { orderId: _order, ...fields } = input;
      const updated: StoredInstallation = {
        id: installationId,
        ...installationFields(recorded, fields),
        // A correction keeps the dossier's photos and when it was sent.
        photos: before.photos,
        ...(before.dossierSentAt ? { dossierSentAt: before.dossierSentAt } : {}),
        createdAt: before.createdAt,
        updatedAt: isoMoment(now),
      };
      return current.map((installation, i) => (i === index ? updated : installation));
    },
  );
}

/** Removes an installation; its dossier photos go from the file port once it is gone. */
export async function removeInstallation(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  clientId: string,
  installationId: string,
): Promise<ClientDetail> {
  let photoPaths: string[] = [];
  const detail = await changeInstallations(
    { storage, clock, uid, clientId },
    async ({ tx, current }) => {
      const removed = current.find((installation) => installation.id === installationId);
      if (!removed) throw installationNotFound();
      if (await hasSerial(tx, removed.productId, removed.serialNumber)) {
        releaseSerial(tx, removed.productId, removed.serialNumber);
      }
      photoPaths = removed.photos.map((photo) => photo.path);
      return current.filter((installation) => installation.id !== installationId);
    },
  );
  await Promise.allSettled(photoPaths.map((path) => files.remove(path)));
  return detail;
}
