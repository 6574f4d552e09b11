import { z } from 'zod';
import { CARRIERS } from '@shared/domain/carriers';
import { ORDER_STATUSES } from '@shared/domain/rules';
import { MAIL_STATUSES } from '@shared/schemas/mail';
import { defineCollection, storedDate, type DocOf } from './collection';

/** What every mail about one order names: the user, the order and its number. */
const aboutOrder = { name: z.string(), orderId: z.string(), number: z.string() };
/** How a mail to a dealer applicant addresses them: their name and their company. */
const toApplicant = { name: z.string(), company: z.string() };

/**
 * What a message says, by kind: the worker renders it (src-server/notify/templates.ts) when it
 * sends, with the portal's address for the links. Codes to set a password live only here.
 */
export const mailMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bestelling-ontvangen'),
    ...aboutOrder,
    totalInclVat: z.number().int(),
    lineCount: z.number().int(),
  }),
  z.object({
    kind: z.literal('status-gewijzigd'),
    ...aboutOrder,
    status: z.enum(ORDER_STATUSES),
    trackAndTrace: z.string().optional(),
    /** The stored carrier of the shipment (messages from before carriers were stored lack it). */
    carrier: z.enum(CARRIERS).optional(),
    address: z.string().optional(),
    /** The back-office corrected the shipment's carrier or code afterwards. */
    corrected: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('vraag-beantwoord'),
    name: z.string(),
    ticketId: z.string(),
    subject: z.string(),
  }),
  z.object({ kind: z.literal('aanvraag-ontvangen'), ...toApplicant }),
  z.object({ kind: z.literal('aanvraag-goedgekeurd'), ...toApplicant, passwordCode: z.string() }),
  z.object({ kind: z.literal('aanvraag-afgewezen'), ...toApplicant, reason: z.string() }),
  z.object({ kind: z.literal('account-aangemaakt'), name: z.string(), passwordCode: z.string() }),
  z.object({
    kind: z.literal('offerte-verstuurd'),
    name: z.string(),
    installer: z.string(),
    number: z.string(),
    /** The homeowner's link; like a set-password code it lives only in the outbox. */
    token: z.string(),
    validUntil: z.string(),
  }),
  z.object({
    kind: z.literal('offerte-beantwoord'),
    name: z.string(),
    offerteId: z.string(),
    number: z.string(),
    answer: z.enum(['geaccepteerd', 'afgewezen']),
    by: z.string(),
  }),
  z.object({
    /** To an approver of the firm: a colleague's order waits, with what the job needs. */
    kind: z.literal('goedkeuring-gevraagd'),
    ...aboutOrder,
    orderedBy: z.string(),
    /** Why it waits, in Dutch: which spend limit the order passes. */
    reason: z.string(),
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    totalInclVat: z.number().int(),
    clientName: z.string().optional(),
    address: z.string(),
    reference: z.string(),
    notes: z.string(),
  }),
  z.object({
    /** To the orderer: their waiting order was approved or rejected, by whom and why not. */
    kind: z.literal('goedkeuring-besluit'),
    ...aboutOrder,
    decision: z.enum(['goedgekeurd', 'afgewezen']),
    by: z.string(),
    reason: z.string().optional(),
  }),
  z.object({
    kind: z.literal('document-beschikbaar'),
    name: z.string(),
    document: z.enum(['factuur', 'creditnota']),
    number: z.string(),
    /** The firm it is addressed to, and why this address gets it (older mails have neither). */
    firm: z.string().optional(),
    via: z.enum(['factuuradres', 'eigenaar']).optional(),
  }),
  z.object({
    /** To a homeowner: the ISDE dossier of their installation, from their installer (PDF). */
    kind: z.literal('isde-dossier'),
    name: z.string(),
    installer: z.string(),
    productName: z.string(),
    serialNumber: z.string(),
    applyBy: z.string(),
  }),
  z.object({
    /** To a homeowner who consented: their installation's yearly maintenance falls due. */
    kind: z.literal('onderhoud-herinnering'),
    name: z.string(),
    installer: z.string(),
    productName: z.string(),
    serialNumber: z.string(),
    dueOn: z.string(),
    installerPhone: z.string(),
    installerEmail: z.string(),
  }),
]);
export type MailMessage = z.infer<typeof mailMessageSchema>;
export type MailKind = MailMessage['kind'];

/** An attachment as stored: its content base64-encoded (a PDF of some tens of kB). */
export const storedAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});

/**
 * `mailOutbox/{id}`: one message to send. `nextAttemptAt` is set while the message is due
 * (now or after a backoff) and absent once it was sent or given up, so the due query needs
 * one field only (no composite index).
 */
const storedMailSchema = z.object({
  to: z.string(),
  /** The user it is for, when it is one. */
  userId: z.string().optional(),
  subject: z.string(),
  message: mailMessageSchema,
  attachments: z.array(storedAttachmentSchema).default([]),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().min(0),
  lastError: z.string().optional(),
  nextAttemptAt: storedDate.optional(),
  createdAt: storedDate,
  sentAt: storedDate.optional(),
});
export type StoredMail = DocOf<typeof storedMailSchema>;

export const mailOutbox = defineCollection({ name: 'mailOutbox', schema: storedMailSchema });
