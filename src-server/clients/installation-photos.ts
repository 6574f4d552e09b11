import { randomUUID } from 'node:crypto';
import { dutchDay } from '@shared/domain/calendar';
import { isoMoment } from '@shared/domain/dates';
import type { ClientDetail } from '@shared/schemas/clients';
import { MAX_INSTALLATION_PHOTOS, type PhotoKind } from '@shared/schemas/installation-dossier';
import { clients, type StoredClient, type StoredInstallation } from '../collections/clients';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { FileStore } from '../files/port';
import { memberOf } from '../policy/access';
import type { Storage, StorageTransaction } from '../storage/port';
import { storeUpload } from '../uploads/uploads';
import { toClientDetail } from './client-record';
import { companyClient } from './clients';

export const installationNotFound = () =>
  new ApiError(404, 'installatie_niet_gevonden', 'Deze installatie bestaat niet.');

const photoNotFound = () => new ApiError(404, 'foto_niet_gevonden', 'Deze foto bestaat niet.');

const tooManyPhotos = () => {
  const message = `Een installatie heeft hooguit ${MAX_INSTALLATION_PHOTOS} foto's. Verwijder er eerst een.`;
  return new ApiError(400, 'te_veel_fotos', message, { file: message });
};

export interface InstallationRef {
  clientId: string;
  installationId: string;
}

/** The company's client and its installation, or 404 (also for another company's). */
export async function companyInstallation(
  reader: Storage | StorageTransaction,
  uid: string,
  { clientId, installationId }: InstallationRef,
): Promise<{ client: StoredClient; installation: StoredInstallation }> {
  const [member, found] = await Promise.all([
    memberOf(reader, uid),
    clients.from(reader).get(clientId),
  ]);
  const client = companyClient(member, found, 'installaties');
  const installation = client.installations.find((i) => i.id === installationId);
  if (!installation) throw installationNotFound();
  return { client, installation };
}

async function changePhotos(
  storage: Storage,
  clock: Clock,
  uid: string,
  ref: InstallationRef,
  change: (photos: StoredInstallation['photos']) => StoredInstallation['photos'],
): Promise<ClientDetail> {
  return storage.transaction(async (tx) => {
    const { client } = await companyInstallation(tx, uid, ref);
    const now = clock.now();
    const installations = client.installations.map((installation) =>
      installation.id === ref.installationId
        ? { ...installation, photos: change(installation.photos) }
        : installation,
    );
    clients.in(tx).update(ref.clientId, { installations, updatedAt: isoMoment(now) });
    return toClientDetail({ ...client, installations }, dutchDay(now));
  });
}

/**
 * `Foto's`: stores a photo of the installation (png or jpg by its first bytes, size- and
 * pixel-bounded, src-server/uploads) for its ISDE dossier. Access and the number of photos are
 * checked before a byte is stored, and again when it is added; a refused photo leaves no file.
 */
export async function addInstallationPhoto(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  ref: InstallationRef,
  kind: PhotoKind,
  body: ReadableStream<Uint8Array> | null,
): Promise<ClientDetail> {
  const { installation } = await companyInstallation(storage, uid, ref);
  if (installation.photos.length >= MAX_INSTALLATION_PHOTOS) throw tooManyPhotos();
  const stored = await storeUpload(files, body, 'installatiefoto');
  try {
    return await changePhotos(storage, clock, uid, ref, (photos) => {
      if (photos.length >= MAX_INSTALLATION_PHOTOS) throw tooManyPhotos();
      return [
        ...photos,
        {
          id: randomUUID(),
          kind,
          path: stored.path,
          contentType: stored.contentType,
          uploadedAt: isoMoment(clock.now()),
        },
      ];
    });
  } catch (error) {
    await files.remove(stored.path);
    throw error;
  }
}

export async function removeInstallationPhoto(
  storage: Storage,
  files: FileStore,
  clock: Clock,
  uid: string,
  ref: InstallationRef,
  photoId: string,
): Promise<ClientDetail> {
  let removed: string | undefined;
  const detail = await changePhotos(storage, clock, uid, ref, (photos) => {
    removed = photos.find((photo) => photo.id === photoId)?.path;
    if (!removed) throw photoNotFound();
    return photos.filter((photo) => photo.id !== photoId);
  });
  if (removed) await files.remove(removed);
  return detail;
}

/** A photo's bytes, for the company's members only. */
export async function readInstallationPhoto(
  storage: Storage,
  files: FileStore,
  uid: string,
  ref: InstallationRef,
  photoId: string,
): Promise<{ body: Uint8Array; contentType: string }> {
  const { installation } = await companyInstallation(storage, uid, ref);
  const photo = installation.photos.find((p) => p.id === photoId);
  const file = photo ? await files.read(photo.path) : null;
  if (!photo || !file) throw photoNotFound();
  return { body: file.body, contentType: photo.contentType };
}
