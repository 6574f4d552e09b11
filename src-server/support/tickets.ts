import { randomUUID } from 'node:crypto';
import type { TicketStatus } from '@shared/domain/rules';
import type { PageQuery } from '@shared/schemas/page';
import type { NewTicket, Ticket, TicketSummary } from '@shared/schemas/support';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { FileStore } from '../files/port';
import { mailAfter } from '../mail/hooks';
import { queryPage } from '../paging';
import { COLLECTIONS } from '../records';
import type { DocumentData, Storage, WhereClause } from '../storage/port';
import { storeAttachments } from './attachments';
import { readTicket, toTicket, toTicketSummary, type StoredMessage } from './ticket-record';

export interface SupportDeps {
  storage: Storage;
  files: FileStore;
  clock: Clock;
}

export type Author = { kind: 'user'; uid: string } | { kind: 'support'; uid: string };

const ID = /^[A-Za-z0-9_-]{1,200}$/;

export function ticketNotFound(): ApiError {
  return new ApiError(404, 'vraag_niet_gevonden', 'Deze vraag bestaat niet.');
}

async function displayName(storage: Storage, uid: string): Promise<string> {
  const profile = await storage.get(COLLECTIONS.users, uid);
  const name = [profile?.firstName, profile?.lastName]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
  const company = typeof profile?.company === 'string' ? profile.company : '';
  return [name, company].filter(Boolean).join(', ') || String(profile?.email ?? 'Gebruiker');
}

/**
 * A ticket as its owner may see it, or as support sees it. Someone else's ticket is "not
 * found", so ids reveal nothing.
 */
async function load(storage: Storage, ticketId: string, owner?: string) {
  const data = ID.test(ticketId) ? await storage.get(COLLECTIONS.tickets, ticketId) : null;
  if (!data || (owner !== undefined && data.userId !== owner)) throw ticketNotFound();
  return data;
}

async function linkOrder(
  storage: Storage,
  uid: string,
  orderId: string | undefined,
): Promise<DocumentData> {
  if (!orderId) return {};
  const order = await storage.get(COLLECTIONS.orders, orderId);
  if (!order || order.userId !== uid) {
    const message = 'Deze bestelling bestaat niet.';
    throw new ApiError(400, 'ongeldige_invoer', message, { orderId: message });
  }
  return { orderId, orderNumber: String(order.number) };
}

async function linkProduct(storage: Storage, productId: string | undefined): Promise<DocumentData> {
  if (!productId) return {};
  const product = await storage.get(COLLECTIONS.products, productId);
  if (!product) {
    const message = 'Dit product bestaat niet (meer).';
    throw new ApiError(400, 'ongeldige_invoer', message, { productId: message });
  }
  return { productId, productName: String(product.name) };
}

function message(
  authorKind: Author['kind'],
  authorName: string,
  body: string,
  attachments: DocumentData[],
  at: Date,
): DocumentData {
  return { id: randomUUID(), author: authorKind, authorName, body, attachments, createdAt: at };
}

/** A new question with its first message; the owner's own order and product only. */
export async function createTicket(
  { storage, files, clock }: SupportDeps,
  uid: string,
  input: NewTicket,
  uploads: File[],
): Promise<Ticket> {
  const [order, product, userName] = await Promise.all([
    linkOrder(storage, uid, input.orderId),
    linkProduct(storage, input.productId),
    displayName(storage, uid),
  ]);
  const id = randomUUID();
  const attachments = await storeAttachments(files, id, uploads);
  const now = clock.now();
  const record: DocumentData = {
    userId: uid,
    userName,
    subject: input.subject,
    category: input.category,
    status: 'open',
    ...order,
    ...product,
    unreadAnswer: false,
    messages: [
      message(
        'user',
        userName,
        input.body,
        attachments.map((a) => ({ ...a })),
        now,
      ),
    ],
    createdAt: now,
    lastActivityAt: now,
  };
  await storage.set(COLLECTIONS.tickets, id, record);
  return toTicket(id, record);
}

/**
 * A message in the thread. An answer by support makes the ticket `beantwoord` and unread for
 * its owner; a reply by the owner (also on a closed ticket) opens it again.
 */
export async function replyToTicket(
  { storage, files, clock }: SupportDeps,
  ticketId: string,
  author: Author,
  body: string,
  uploads: File[],
): Promise<Ticket> {
  await load(storage, ticketId, author.kind === 'user' ? author.uid : undefined);
  const [authorName, attachments] = await Promise.all([
    author.kind === 'support'
      ? Promise.resolve('Warmteportaal support')
      : displayName(storage, author.uid),
    storeAttachments(files, ticketId, uploads),
  ]);
  const ticket = await storage.transaction(async (tx) => {
    const data = await tx.get(COLLECTIONS.tickets, ticketId);
    if (!data) throw ticketNotFound();
    const ticket = readTicket(data);
    const now = clock.now();
    const added = message(
      author.kind,
      authorName,
      body,
      attachments.map((a) => ({ ...a })),
      now,
    );
    const patch: DocumentData = {
      messages: [...(data.messages as DocumentData[]), added],
      status: author.kind === 'support' ? 'beantwoord' : 'open',
      unreadAnswer: author.kind === 'support' ? true : ticket.unreadAnswer,
      lastActivityAt: now,
    };
    tx.update(COLLECTIONS.tickets, ticketId, patch);
    return toTicket(ticketId, { ...data, ...patch });
  });
  return mailAfter.ticketReply({ storage, clock }, author)(ticket);
}

/** Either side may close a ticket; only support sets other statuses by hand. */
export async function setTicketStatus(
  { storage, clock }: SupportDeps,
  ticketId: string,
  author: Author,
  status: TicketStatus,
): Promise<Ticket> {
  if (author.kind === 'user' && status !== 'gesloten') {
    const text = 'Je kunt een vraag alleen sluiten. Stuur een bericht om hem weer te openen.';
    throw new ApiError(400, 'status_niet_toegestaan', text, { status: text });
  }
  const data = await load(storage, ticketId, author.kind === 'user' ? author.uid : undefined);
  const patch: DocumentData = { status, lastActivityAt: clock.now() };
  await storage.update(COLLECTIONS.tickets, ticketId, patch);
  return toTicket(ticketId, { ...data, ...patch });
}

/** The owner opens the thread: the answer is read. */
export async function openOwnTicket(storage: Storage, uid: string, ticketId: string) {
  const data = await load(storage, ticketId, uid);
  if (data.unreadAnswer === true) {
    await storage.update(COLLECTIONS.tickets, ticketId, { unreadAnswer: false });
  }
  return toTicket(ticketId, { ...data, unreadAnswer: false });
}

export async function ticketForSupport(storage: Storage, ticketId: string): Promise<Ticket> {
  return toTicket(ticketId, await load(storage, ticketId));
}

/** Newest activity first, paged. */
export async function listTickets(
  storage: Storage,
  filter: { uid?: string; status?: TicketStatus },
  page: PageQuery,
): Promise<{ items: TicketSummary[]; nextCursor: string | null }> {
  const where: WhereClause[] = [];
  if (filter.uid) where.push({ field: 'userId', op: '==', value: filter.uid });
  if (filter.status) where.push({ field: 'status', op: '==', value: filter.status });
  const result = await queryPage(
    storage,
    COLLECTIONS.tickets,
    { where, orderBy: [{ field: 'lastActivityAt', direction: 'desc' }] },
    page,
  );
  return {
    items: result.items.map((doc) => toTicketSummary(doc.id, doc.data)),
    nextCursor: result.nextCursor,
  };
}

export async function unreadAnswers(storage: Storage, uid: string): Promise<number> {
  return storage.count(COLLECTIONS.tickets, [
    { field: 'userId', op: '==', value: uid },
    { field: 'unreadAnswer', op: '==', value: true },
  ]);
}

/** An attachment of a ticket the reader may see. */
export async function attachmentOf(
  { storage, files }: SupportDeps,
  ticketId: string,
  attachmentId: string,
  owner?: string,
) {
  const ticket = readTicket(await load(storage, ticketId, owner));
  const attachment = ticket.messages
    .flatMap((m: StoredMessage) => m.attachments)
    .find((a) => a.id === attachmentId);
  const file = attachment ? await files.read(attachment.path) : null;
  if (!attachment || !file)
    throw new ApiError(404, 'bijlage_niet_gevonden', 'Deze bijlage bestaat niet.');
  return { attachment, body: file.body };
}
