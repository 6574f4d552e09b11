import { normalise } from '@shared/catalogue/search-text';
import { maintenanceSoon, nextMaintenance, warrantyEnd } from '@shared/domain/installations';
import type { Client, ClientDetail, ClientListItem, Installation } from '@shared/schemas/clients';
import type { StoredClient } from '../collections/clients';

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
      .map(({ updatedAt: _updated, ...installation }): Installation => ({
        ...installation,
        warrantyEnd: warrantyEnd(installation.installedOn, installation.warrantyMonths),
        nextMaintenance: nextMaintenance(installation.installedOn, today),
        maintenanceSoon: maintenanceSoon(installation.installedOn, today),
      }))
      .sort((a, b) => b.installedOn.localeCompare(a.installedOn)),
  };
}

/** The sort and search key of a client's name. */
export const sortName = normalise;
