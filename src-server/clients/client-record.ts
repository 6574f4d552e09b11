import { z } from 'zod';
import { DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import { maintenanceSoon, nextMaintenance, warrantyEnd } from '@shared/domain/installations';
import type { Client, ClientDetail, ClientListItem, Installation } from '@shared/schemas/clients';
import { isoDate } from '../records';
import type { DocumentData } from '../storage/port';

const when = z.union([z.date(), z.string()]).transform((value) => isoDate(value) ?? '');

const storedInstallation = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  modelNumber: z.string().default(''),
  serialNumber: z.string(),
  installedOn: z.string(),
  warrantyMonths: z.number().int().default(DEFAULT_WARRANTY_MONTHS),
  refrigerant: z.string().default(''),
  chargeKg: z.number().optional(),
  createdAt: when,
});

/** clients/{id} as stored; installations live inside their client. */
export const storedClientSchema = z.object({
  ownerId: z.string(),
  name: z.string(),
  address: z.string().default(''),
  postcode: z.string().default(''),
  city: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  notes: z.string().default(''),
  installations: z.array(storedInstallation).default([]),
  createdAt: when,
  updatedAt: when,
});
export type StoredClient = z.infer<typeof storedClientSchema>;

export function readClient(data: DocumentData): StoredClient {
  return storedClientSchema.parse(data);
}

export function toClient(id: string, data: DocumentData): Client {
  const { ownerId: _owner, installations: _installations, ...client } = readClient(data);
  return { id, ...client };
}

export function toClientListItem(id: string, data: DocumentData, today: string): ClientListItem {
  return {
    ...toClient(id, data),
    maintenanceSoon: readClient(data).installations.some((installation) =>
      maintenanceSoon(installation.installedOn, today),
    ),
  };
}

/** Warranty and maintenance are computed on reading, so they follow the calendar. */
export function toClientDetail(id: string, data: DocumentData, today: string): ClientDetail {
  const { installations } = readClient(data);
  return {
    ...toClient(id, data),
    installations: installations
      .map((installation): Installation => ({
        ...installation,
        warrantyEnd: warrantyEnd(installation.installedOn, installation.warrantyMonths),
        nextMaintenance: nextMaintenance(installation.installedOn, today),
        maintenanceSoon: maintenanceSoon(installation.installedOn, today),
      }))
      .sort((a, b) => b.installedOn.localeCompare(a.installedOn)),
  };
}

/** The sort and search key of a client's name. */
export function sortName(name: string): string {
  return name
    .toLocaleLowerCase('nl')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
