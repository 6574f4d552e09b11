import { z } from 'zod';
import { ATTACHMENT_TYPES, TICKET_CATEGORIES, TICKET_STATUSES } from '@shared/domain/rules';
import { madeBy, defineCollection, storedDate, type EntryOf } from './collection';

const storedAttachment = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.enum(ATTACHMENT_TYPES),
  size: z.number(),
  /** Where the file lives in the file store; it never leaves the server. */
  path: z.string(),
});

const storedMessage = z.object({
  id: z.string(),
  author: z.enum(['user', 'support']),
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(storedAttachment).default([]),
  createdAt: storedDate,
});
export type StoredMessage = z.output<typeof storedMessage>;

/** tickets/{id}: a support question; the thread lives inside the ticket. */
export const tickets = defineCollection({
  name: 'tickets',
  schema: z.object({
    /** The member who asked; the question belongs to their company. */
    ...madeBy('userId'),
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
    createdAt: storedDate,
    lastActivityAt: storedDate,
  }),
});
export type StoredTicket = EntryOf<typeof tickets>;
