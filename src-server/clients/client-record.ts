import { normalise } from '@shared/catalogue/search-text';
import { maintenanceSoon, nextMaintenance, warrantyEnd } from '@shared/domain/installations';
import type { Client, ClientDetail, ClientListItem, Installation } from '@shared/schemas/clients';
import type { InstallationPhoto } from '@shared/schemas/installation-dossier';
import type { StoredClient, StoredPhoto } from '../collections/clients';

/** A photo as the API answers it: served by its own route, to the company only. */
export function photoAnswer(
  clientId: string,
  installationId: string,
  photo: StoredPhoto,
): InstallationPhoto {
  const base = `/api/clients/${clientId}/installations/${installationId}`;
  return {
    id: photo.id,
    kind: photo.kind,
    url: `${base}/photos/${photo.id}`,
    uploadedAt: photo.uploadedAt,
  };
}

export function toClient(stored: StoredClient): Client {
  const { ownerId: _owner, installations: _installations, nameLower: _key, ...client } = stored;
  return client;
}

export function toClientListItem(stored: StoredClient, today: string): ClientListItem {
  return {
    ...toClient(stored),
    maintenanceSoon: stored.installations.some((installation) =>
      maintenanceSoon(installation.installedOn, today),
    ),
  };
}

/** Warranty and maintenance are computed on reading, so they follow the calendar. */
export function toClientDetail(stored: StoredClient, today: string): ClientDetail {
  return {
    ...toClient(stored),
    installations: stored.installations
      .map(({ updatedAt: _updated, photos, ...installation }): Installation => ({
        ...installation,
        photos: photos.map((photo) => photoAnswer(stored.id, installation.id, photo)),
        warrantyEnd: warrantyEnd(installation.installedOn, installation.warrantyMonths),
        nextMaintenance: nextMaintenance(installation.installedOn, today),
        maintenanceSoon: maintenanceSoon(installation.installedOn, today),
      }))
      .sort((a, b) => b.installedOn.localeCompare(a.installedOn)),
  };
}

/** The sort and search key of a client's name. */
export const sortName = normalise;
