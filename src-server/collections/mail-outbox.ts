import { z } from 'zod';
import { CARRIERS } from '@shared/domain/carriers';
import { CUSTOMER_INVOICE_KINDS } from '@shared/domain/customer-invoice';
import { APPROVAL_MAIL_TO, INVOICE_MAIL_TO, ORDER_MAIL_TO } from '@shared/domain/mail-routing';
import { ORDER_STATUSES } from '@shared/domain/rules';
import { MAIL_STATUSES } from '@shared/schemas/mail';
import { defineCollection, storedDate, type DocOf } from './collection';

/** What every mail about one order names: the user, the order and its number. */
const aboutOrder = { name: z.string(), orderId: z.string(), number: z.string() };
/**
 * Why a mail about an order reaches this person (src-shared/domain/mail-routing.ts), and the
 * firm that chose so; messages from before mail by role have neither (then: the orderer).
 */
const routed = { via: z.enum(ORDER_MAIL_TO).optional(), firm: z.string().optional() };

/** How a mail to a dealer applicant addresses them: their name and their company. */
const toApplicant = { name: z.string(), company: z.string() };

/**
 * The installer a mail to its client comes from: named in the sender, signed with these
 * details; never the portal's own KvK, btw-id or bank account.
 */
export const mailInstallerSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  kvkNumber: z.string(),
  btwId: z.string(),
});
export type MailInstaller = z.infer<typeof mailInstallerSchema>;

/**
 * What a message says, by kind: the worker renders it (src-server/notify/templates.ts) when it
 * sends, with the portal's address for the links. Codes to set a password live only here.
 */
export const mailMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bestelling-ontvangen'),
    ...aboutOrder,
    ...routed,
    totalInclVat: z.number().int(),
    lineCount: z.number().int(),
  }),
  z.object({
    kind: z.literal('status-gewijzigd'),
    ...aboutOrder,
    ...routed,
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
    /** The installer's signature (mails from before it was signed by the installer lack it). */
    from: mailInstallerSchema.optional(),
  }),
  z.object({
    /** To the homeowner: their acceptance, with the 14 days to withdraw, from the installer. */
    kind: z.literal('offerte-bevestigd'),
    name: z.string(),
    number: z.string(),
    acceptedOn: z.string(),
    withdrawUntil: z.string(),
    from: mailInstallerSchema,
  }),
  z.object({
    /** To the homeowner: an invoice of the installer, its PDF attached. */
    kind: z.literal('klantfactuur'),
    name: z.string(),
    number: z.string(),
    document: z.enum(CUSTOMER_INVOICE_KINDS),
    totalInclVatCents: z.number().int(),
    dueDate: z.string(),
    iban: z.string(),
    offerteNumber: z.string(),
    creditOf: z.string().optional(),
    from: mailInstallerSchema,
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
    /** The approver's role the firm sends these requests to. */
    via: z.enum(APPROVAL_MAIL_TO).optional(),
    firm: z.string().optional(),
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
    /**
     * The firm it is addressed to, and why this address gets it (older mails have neither):
     * the billing e-mail, or a role the firm chose; `eigenaar` without `chosen` is the
     * fallback of a firm without billing e-mail.
     */
    firm: z.string().optional(),
    via: z.enum(INVOICE_MAIL_TO).optional(),
    chosen: z.boolean().optional(),
  }),
  z.object({
    /** To a homeowner: the ISDE dossier of their installation, from their installer (PDF). */
    kind: z.literal('isde-dossier'),
    name: z.string(),
    installer: z.string(),
    productName: z.string(),
    serialNumber: z.string(),
    applyBy: z.string(),
    /** The installer's signature (mails queued before it was signed lack it). */
    from: mailInstallerSchema.optional(),
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
    /** The installer's signature (mails queued before it was signed lack it). */
    from: mailInstallerSchema.optional(),
  }),
]);
export type MailMessage = z.infer<typeof mailMessageSchema>;
export type MailKind = MailMessage['kind'];

/** An attachment with its content base64-encoded (the local catcher's received mail). */
export const storedAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});

/**
 * A queued mail's attachment: its bytes are a file in the file port under `key`
 * (src-server/notify/attachments.ts), deleted once the mail is sent or given up. Records queued
 * before that hold the content inline (base64) and still send.
 */
export const storedMailAttachmentSchema = z.union([
  z.object({
    key: z.string(),
    filename: z.string(),
    contentType: z.string(),
    size: z.number().int().min(0),
  }),
  storedAttachmentSchema,
]);
export type StoredMailAttachment = z.infer<typeof storedMailAttachmentSchema>;

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
  /** A mail in an installer's name: its sender name and where answers go. */
  sender: z.object({ name: z.string(), replyTo: z.string() }).optional(),
  attachments: z.array(storedMailAttachmentSchema).default([]),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int().min(0),
  lastError: z.string().optional(),
  nextAttemptAt: storedDate.optional(),
  createdAt: storedDate,
  sentAt: storedDate.optional(),
});
export type StoredMail = DocOf<typeof storedMailSchema>;

export const mailOutbox = defineCollection({ name: 'mailOutbox', schema: storedMailSchema });
