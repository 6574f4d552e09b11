import { z } from 'zod';
import { ATTACHMENT_TYPES, TICKET_CATEGORIES, TICKET_STATUSES } from '@shared/domain/rules';
import type { Ticket, TicketSummary } from '@shared/schemas/support';
import { isoDate } from '../records';
import type { DocumentData } from '../storage/port';

const when = z.union([z.date(), z.string()]).transform((value) => isoDate(value) ?? '');

const storedAttachment = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number(),
  path: z.string(),
});

const storedMessage = z.object({
  id: z.string(),
  author: z.enum(['user', 'support']),
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(storedAttachment).default([]),
  createdAt: when,
});

/** tickets/{id} as stored: the thread lives inside the ticket. */
export const storedTicketSchema = z.object({
  userId: z.string(),
  userName: z.string().default(''),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  orderId: z.string().optional(),
  orderNumber: z.string().optional(),
  productId: z.string().optional(),
  productName: z.string().optional(),
  unreadAnswer: z.boolean().default(false),
  messages: z.array(storedMessage),
  createdAt: when,
  lastActivityAt: when,
});
export type StoredTicket = z.infer<typeof storedTicketSchema>;
export type StoredMessage = z.infer<typeof storedMessage>;

export function readTicket(data: DocumentData): StoredTicket {
  return storedTicketSchema.parse(data);
}

export function toTicketSummary(id: string, data: DocumentData): TicketSummary {
  const { messages: _messages, ...ticket } = readTicket(data);
  return { id, ...ticket };
}

/** The ticket as the API answers it: attachment paths stay on the server. */
export function toTicket(id: string, data: DocumentData): Ticket {
  const ticket = readTicket(data);
  return {
    id,
    ...ticket,
    messages: ticket.messages.map((message) => ({
      ...message,
      attachments: message.attachments.map(({ path: _path, ...attachment }) => attachment),
    })),
  };
}
