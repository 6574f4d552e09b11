import { z } from 'zod';
import { optionalTextFields, textFields } from '../answer-fields';
import { strictObject } from '../contact-fields';
import { discountSchema } from '../discount';
import { linesText } from '../plain-text';

export const APPLICATION_STATUSES = ['nieuw', 'goedgekeurd', 'afgewezen'] as const;
export const APPLICATION_STATUS_LABELS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  nieuw: 'Nieuw',
  goedgekeurd: 'Goedgekeurd',
  afgewezen: 'Afgewezen',
};

export const dealerApplicationSchema = z.object({
  ...textFields(
    'id',
    'companyName',
    'kvkNumber',
    'btwId',
    'contactName',
    'email',
    'phone',
    'remarks',
  ),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  ...optionalTextFields('decidedAt', 'rejectionReason', 'dealerId'),
  discount: z.number().optional(),
});
export type DealerApplication = z.infer<typeof dealerApplicationSchema>;

export const applicationQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'Onbekende status.' }).optional(),
});

export const approveApplicationSchema = strictObject({
  discount: discountSchema,
});
export const rejectApplicationSchema = strictObject({
  reason: linesText({ error: 'Geef een reden op.' })
    .trim()
    .min(3, { error: 'Geef een reden op (minstens 3 tekens).' })
    .max(1000, { error: 'Een reden heeft hooguit 1000 tekens.' }),
});
export const approvedSchema = z.object({
  application: dealerApplicationSchema,
  passwordLink: z.string(),
});

export const contactMessageSchema = z.object({
  ...textFields('id', 'name', 'email', 'subject', 'message'),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messageQuerySchema = z.object({
  gelezen: z.enum(['ja', 'nee'], { error: 'Kies ja of nee.' }).optional(),
});
export const markReadSchema = strictObject({
  read: z.boolean({ error: 'Kies gelezen of ongelezen.' }),
});
