import { z } from 'zod';
import { DEFAULT_WARRANTY_MONTHS } from '@shared/domain/rules';
import { PHOTO_KINDS } from '@shared/schemas/installation-dossier';
import { blankText, madeBy, defineCollection, storedDate, type EntryOf } from './collection';

const storedPhoto = z.object({
  id: z.string(),
  kind: z.enum(PHOTO_KINDS),
  path: z.string(),
  contentType: z.string(),
  uploadedAt: storedDate,
});
export type StoredPhoto = z.output<typeof storedPhoto>;

const storedInstallation = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  modelNumber: z.string().default(''),
  serialNumber: z.string(),
  /** A calendar day `YYYY-MM-DD`. */
  installedOn: z.string(),
  warrantyMonths: z.number().int().default(DEFAULT_WARRANTY_MONTHS),
  refrigerant: z.string().default(''),
  chargeKg: z.number().optional(),
  /** Photos for the ISDE dossier, in the file port under `installations/…` (private). */
  photos: z.array(storedPhoto).default([]),
  /** When the installer last sent the ISDE dossier to the client. */
  dossierSentAt: storedDate.optional(),
  createdAt: storedDate,
  updatedAt: storedDate.optional(),
});
export type StoredInstallation = z.output<typeof storedInstallation>;

/**
 * clients/{id}: a client of a company; `ownerId` is the member who made it (`createdBy`).
 * Installations live inside their client.
 */
export const clients = defineCollection({
  name: 'clients',
  schema: z.object({
    ...madeBy('ownerId'),
    name: z.string(),
    /** The name's sort and search key (see `sortName`); lists are ordered by it. */
    nameLower: z.string().optional(),
    ...blankText('address', 'postcode', 'city', 'email', 'phone', 'notes'),
    installations: z.array(storedInstallation).default([]),
    /**
     * The homeowner's consent to maintenance reminders by e-mail, and when it was given (absent:
     * none). Reminders sent are in the outbox, keyed per installation and due date.
     */
    maintenanceReminders: z.boolean().default(false),
    maintenanceRemindersAt: storedDate.optional(),
    createdAt: storedDate,
    updatedAt: storedDate,
  }),
});
export type StoredClient = EntryOf<typeof clients>;
