import { z } from 'zod';
import { textFields } from './answer-fields';
import { installationPhotoSchema } from './installation-dossier';
import { DOCUMENT_ID_PATTERN } from '../domain/ids';
import {
  optionalEmail,
  optionalPhoneSchema,
  optionalText,
  postcodeSchema,
  requiredText,
  strictObject,
} from './contact-fields';

const day = z
  .string({ error: 'Vul een datum in.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Vul een geldige datum in.' })
  .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), {
    error: 'Vul een geldige datum in.',
  });

const email = optionalEmail('Vul een geldig e-mailadres in.', 'Dit e-mailadres is te lang.')
  .transform((value) => value.toLowerCase())
  .default('');

/** A client (customer) of an installer or dealer, as the owner enters it. */
export const clientInputSchema = strictObject({
  name: requiredText('een naam', 120),
  address: requiredText('een adres', 200),
  postcode: postcodeSchema,
  city: requiredText('een plaats', 80),
  email,
  phone: optionalPhoneSchema.default(''),
  notes: optionalText(2000, { lines: true }),
});
export type ClientInput = z.output<typeof clientInputSchema>;
export type ClientFormValues = z.input<typeof clientInputSchema>;

export const clientSchema = z.object({
  ...textFields(
    'id',
    'name',
    'address',
    'postcode',
    'city',
    'email',
    'phone',
    'notes',
    'createdAt',
    'updatedAt',
  ),
  /** The colleague who registered the client (the company shares its clients). */
  madeBy: z.string().optional(),
  /** `Onderhoudsherinneringen per e-mail`: the homeowner's consent and when it was recorded. */
  maintenanceReminders: z.boolean().default(false),
  maintenanceRemindersAt: z.string().optional(),
});
export type Client = z.infer<typeof clientSchema>;

/** A client in the list: with a flag when an installation is due for maintenance soon. */
export const clientListItemSchema = clientSchema.extend({ maintenanceSoon: z.boolean() });
export type ClientListItem = z.infer<typeof clientListItemSchema>;

export const clientListQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'De zoekterm is te lang.' }).optional(),
});

const kilograms = z
  .number({ error: 'Vul de vulling in kg in.' })
  .positive({ error: 'De vulling moet meer dan 0 kg zijn.' })
  .max(100, { error: 'De vulling kan niet meer dan 100 kg zijn.' });

/** An installation at a client's address; refrigerant and charge only for split units. */
export const installationInputSchema = strictObject({
  productId: z
    .string({ error: 'Kies een product.' })
    .regex(DOCUMENT_ID_PATTERN, { error: 'Kies een product.' }),
  serialNumber: requiredText('het serienummer', 80),
  installedOn: day,
  refrigerant: optionalText(40),
  chargeKg: kilograms.optional(),
  /** The company's delivered order the unit came from (`Installatie registreren`). */
  orderId: z
    .string()
    .regex(DOCUMENT_ID_PATTERN, { error: 'Deze bestelling bestaat niet.' })
    .optional(),
});
export type InstallationInput = z.output<typeof installationInputSchema>;

export const installationSchema = z.object({
  ...textFields('id', 'productId', 'productName', 'modelNumber', 'serialNumber', 'installedOn'),
  warrantyMonths: z.number().int(),
  warrantyEnd: z.string(),
  nextMaintenance: z.string(),
  maintenanceSoon: z.boolean(),
  refrigerant: z.string(),
  chargeKg: z.number().optional(),
  /** Photos for the ISDE dossier. */
  photos: z.array(installationPhotoSchema).default([]),
  createdAt: z.string(),
});
export type Installation = z.infer<typeof installationSchema>;

export const clientDetailSchema = clientSchema.extend({
  installations: z.array(installationSchema),
  /** Spaarpunten this change earned (a registration from a delivered order). */
  pointsAwarded: z.number().int().optional(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** `GET /api/installations/maintenance-due`: the dashboard's `Onderhoud binnenkort`. */
export const maintenanceDueSchema = z.object({
  ...textFields('clientId', 'clientName', 'installationId', 'productName', 'serialNumber', 'dueOn'),
  /** The client consented to reminders: the portal mails them before the due date. */
  remindedByEmail: z.boolean().default(false),
});
export type MaintenanceDue = z.infer<typeof maintenanceDueSchema>;
