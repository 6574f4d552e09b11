import { z } from 'zod';
import { optionalTextFields } from './answer-fields';
import { documentIdSchema } from './document-id';
import { ATTACHMENT_TYPES, TICKET_CATEGORIES, TICKET_STATUSES } from '../domain/rules';
import { requiredText, strictObject } from './contact-fields';

const id = documentIdSchema('Deze verwijzing is ongeldig.');

/** The text fields of a new question; attachments travel beside them as files. */
export const newTicketSchema = strictObject({
  subject: requiredText('een onderwerp', 120),
  category: z.enum(TICKET_CATEGORIES, { error: 'Kies een categorie.' }),
  body: requiredText('je vraag', 5000, { lines: true }),
  orderId: id.optional(),
  productId: id.optional(),
});
export type NewTicket = z.output<typeof newTicketSchema>;

export const ticketReplySchema = strictObject({
  body: requiredText('een bericht', 5000, { lines: true }),
});

export const ticketStatusChangeSchema = strictObject({
  status: z.enum(TICKET_STATUSES, { error: 'Kies een geldige status.' }),
});

export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['user', 'support']),
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** An answer of support the owner has not opened yet. */
  unreadAnswer: z.boolean(),
  userId: z.string(),
  userName: z.string(),
  ...optionalTextFields('orderId', 'orderNumber', 'productId', 'productName'),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'Kies een geldige status.' }).optional(),
});

export const unreadTicketsSchema = z.object({ count: z.number().int().nonnegative() });
