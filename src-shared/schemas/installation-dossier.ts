import { z } from 'zod';
import { optionalTextFields, textFields } from './answer-fields';
import { strictObject } from './contact-fields';
import { MAINTENANCE_REMINDER_DAYS } from '../domain/installations';

/** The photos RVO's checks ask for: the type plate and the installed outdoor and indoor unit. */
export const PHOTO_KINDS = ['typeplaatje', 'buitenunit', 'binnenunit'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = {
  typeplaatje: 'Typeplaatje',
  buitenunit: 'Buitenunit',
  binnenunit: 'Binnenunit',
};
/** Photos per installation: a few of each kind, so the dossier stays a mail attachment. */
export const MAX_INSTALLATION_PHOTOS = 9;
/** A photo's bytes (the renderer scales a phone's photo down before it sends it). */
export const MAX_PHOTO_BYTES = 3 * 1024 * 1024;

export const photoQuerySchema = z.object({
  soort: z.enum(PHOTO_KINDS, {
    error: 'Kies wat de foto laat zien: typeplaatje, buitenunit of binnenunit.',
  }),
});

export const installationPhotoSchema = z.object({
  ...textFields('id', 'kind', 'url', 'uploadedAt'),
});
export type InstallationPhoto = z.infer<typeof installationPhotoSchema>;

/** `PUT /api/clients/:id/maintenance-reminders`: the homeowner's consent, as the installer records it. */
export const reminderConsentSchema = strictObject({
  consent: z.boolean({ error: 'Geef aan of de klant herinneringen wil.' }),
});

/**
 * The final invoice of the job as the dossier shows it: from the installer's own invoices to the
 * homeowner (`Eindfactuur`), null while there is none.
 */
export const dossierInvoiceSchema = z.object({
  ...textFields('number', 'issuedOn'),
  totalInclVatCents: z.number().int(),
  paid: z.boolean(),
  ...optionalTextFields('paidOn'),
});
export type DossierInvoice = z.infer<typeof dossierInvoiceSchema>;

/** `GET /api/clients/:id/installations/:installationId/dossier`: the ISDE dossier's page. */
export const installationDossierSchema = z.object({
  ...textFields('clientId', 'installationId', 'installedOn', 'warrantyEnd', 'applyBy'),
  client: z.object({ ...textFields('name', 'address', 'postcode', 'city', 'email') }),
  installer: z.object({ ...textFields('name', 'address', 'phone', 'email', 'website') }),
  unit: z.object({
    ...textFields('productName', 'modelNumber', 'serialNumber'),
    ...optionalTextFields('meldcode'),
  }),
  estimate: z.object({ cents: z.number().int(), basis: z.string() }),
  checklist: z.array(z.string()),
  photos: z.array(installationPhotoSchema),
  finalInvoice: dossierInvoiceSchema.nullable(),
  ...optionalTextFields('sentAt'),
});
export type InstallationDossier = z.infer<typeof installationDossierSchema>;

const { min, max } = MAINTENANCE_REMINDER_DAYS;
const DAYS_MESSAGE = `Kies ${min} tot en met ${max} dagen.`;

/** The firm's setting: how many days before the due date a maintenance reminder goes out. */
export const reminderSettingsInputSchema = strictObject({
  daysBefore: z
    .number({ error: DAYS_MESSAGE })
    .int({ error: DAYS_MESSAGE })
    .min(min, { error: DAYS_MESSAGE })
    .max(max, { error: DAYS_MESSAGE }),
});
export const reminderSettingsSchema = z.object({
  daysBefore: z.number().int(),
  mayEdit: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;
