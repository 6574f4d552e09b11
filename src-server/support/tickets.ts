import { randomUUID } from 'node:crypto';
import { mayDo } from '@shared/domain/company';
import type { TicketStatus } from '@shared/domain/rules';
import type { PageQuery } from '@shared/schemas/page';
import type { NewTicket, Ticket, TicketSummary } from '@shared/schemas/support';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import type { FileStore } from '../files/port';
import { isoMoment } from '@shared/domain/dates';
import type { DocumentOf, TypedWhere } from '../collections/collection';
import { mapPage } from '../collections/paging';
import { orders } from '../collections/orders';
import { products, unknownProductInput } from '../collections/products';
import { tickets, type StoredMessage, type StoredTicket } from '../collections/tickets';
import { users } from '../collections/users';
import { mailAfter } from '../notify/hooks';
import type { Storage } from '../storage/port';
import type { StoredAttachment } from './attachments';
import { toTicket, toTicketSummary } from './ticket-record';
import { assertCanAccess, companyOfRecord, memberOf, memberWhoMay } from '../policy/access';
import { personName } from '@shared/domain/display-name';

export interface SupportDeps {
  storage: Storage;
  files: FileStore;
  clock: Clock;
}

export type Author = { kind: 'user'; uid: string } | { kind: 'support'; uid: string };

export function ticketNotFound(): ApiError {
  return new ApiError(404, 'vraag_niet_gevonden', 'Deze vraag bestaat niet.');
}

async function displayName(storage: Storage, uid: string): Promise<string> {
  const profile = await users.on(storage).get(uid);
  const name = personName(profile);
  return [name, profile?.company].filter(Boolean).join(', ') || profile?.email || 'Gebruiker';
}

/**
 * A ticket as a member of its company may see it (signed in as `reader`), or as support sees
 * it. Another company's ticket is "not found", so ids reveal nothing.
 */
async function load(storage: Storage, ticketId: string, reader?: string): Promise<StoredTicket> {
  const [ticket, member] = await Promise.all([
    tickets.on(storage).get(ticketId),
    reader === undefined ? null : memberOf(storage, reader),
  ]);
  if (!ticket) throw ticketNotFound();
  if (member) {
    const companyId = companyOfRecord(ticket, ticket.userId);
    assertCanAccess(member, { companyId }, 'vragen', ticketNotFound);
  }
  return ticket;
}

/** The ticket exists and, for a user, is theirs: checked before a reply's files stream in. */
export async function checkTicketAccess(
  storage: Storage,
  ticketId: string,
  author: Author,
): Promise<void> {
  await load(storage, ticketId, author.kind === 'user' ? author.uid : undefined);
}

async function linkOrder(
  storage: Storage,
  companyId: string,
  orderId: string | undefined,
): Promise<{ orderId?: string; orderNumber?: string }> {
  if (!orderId) return {};
  const order = await orders.on(storage).get(orderId);
  if (!order || companyOfRecord(order, order.userId) !== companyId) {
    const message = 'Deze bestelling bestaat niet.';
    throw new ApiError(400, 'ongeldige_invoer', message, { orderId: message });
  }
  return { orderId, orderNumber: order.number };
}

async function linkProduct(
  storage: Storage,
  productId: string | undefined,
): Promise<{ productId?: string; productName?: string }> {
  if (!productId) return {};
  const product = await products.on(storage).get(productId);
  if (!product) throw unknownProductInput();
  return { productId, productName: product.name };
}

function message(
  authorKind: Author['kind'],
  authorName: string,
  body: string,
  attachments: StoredAttachment[],
  at: Date,
): StoredMessage {
  return {
    id: randomUUID(),
    author: authorKind,
    authorName,
    body,
    attachments,
    createdAt: isoMoment(at),
  };
}

/**
 * A new question with its first message; an order of the member's company only. Its
 * attachments were stored under `id` while the form streamed in.
 */
export async function createTicket(
  { storage, clock }: SupportDeps,
  uid: string,
  input: NewTicket,
  attachments: StoredAttachment[],
  id: string,
): Promise<Ticket> {
  const member = await memberWhoMay(storage, uid, 'vragen');
  const [order, product, userName] = await Promise.all([
    linkOrder(storage, member.companyId, input.orderId),
    linkProduct(storage, input.productId),
    displayName(storage, uid),
  ]);
  const now = clock.now();
  const ticket = {
    userId: uid,
    companyId: member.companyId,
    userName,
    subject: input.subject,
    category: input.category,
    status: 'open' as const,
    ...order,
    ...product,
    unreadAnswer: false,
    messages: [message('user', userName, input.body, attachments, now)],
    createdAt: isoMoment(now),
    lastActivityAt: isoMoment(now),
  };
  await tickets.on(storage).set(id, ticket);
  return toTicket({ ...ticket, id });
}

/**
 * A message in the thread. An answer by support makes the ticket `beantwoord` and unread for
 * its owner; a reply by the owner (also on a closed ticket) opens it again.
 */
export async function replyToTicket(
  { storage, clock }: SupportDeps,
  ticketId: string,
  author: Author,
  body: string,
  attachments: StoredAttachment[],
): Promise<Ticket> {
  await checkTicketAccess(storage, ticketId, author);
  const authorName =
    author.kind === 'support' ? 'Warmteportaal support' : await displayName(storage, author.uid);
  const answered = await storage.transaction(async (tx) => {
    const ticket = await tickets.in(tx).get(ticketId);
    if (!ticket) throw ticketNotFound();
    const now = clock.now();
    const patch = {
      messages: [...ticket.messages, message(author.kind, authorName, body, attachments, now)],
      status: author.kind === 'support' ? ('beantwoord' as const) : ('open' as const),
      unreadAnswer: author.kind === 'support' ? true : ticket.unreadAnswer,
      lastActivityAt: isoMoment(now),
    };
    tickets.in(tx).update(ticketId, patch);
    return toTicket({ ...ticket, ...patch });
  });
  return mailAfter.ticketReply({ storage, clock }, author)(answered);
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
  const ticket = await load(storage, ticketId, author.kind === 'user' ? author.uid : undefined);
  const patch = { status, lastActivityAt: isoMoment(clock.now()) };
  await tickets.on(storage).update(ticketId, patch);
  return toTicket({ ...ticket, ...patch });
}

/** A member opens the thread: the answer is read (for the company). */
export async function openOwnTicket(storage: Storage, uid: string, ticketId: string) {
  const ticket = await load(storage, ticketId, uid);
  if (ticket.unreadAnswer) await tickets.on(storage).update(ticketId, { unreadAnswer: false });
  return toTicket({ ...ticket, unreadAnswer: false });
}

export async function ticketForSupport(storage: Storage, ticketId: string): Promise<Ticket> {
  return toTicket(await load(storage, ticketId));
}

/** The company of a member who may see its questions. */
export async function ticketCompanyOf(storage: Storage, uid: string): Promise<string> {
  return (await memberWhoMay(storage, uid, 'vragen')).companyId;
}

/** Newest activity first, paged: one company's (for its members) or all (for support). */
export async function listTickets(
  storage: Storage,
  filter: { companyId?: string; status?: TicketStatus },
  page: PageQuery,
): Promise<{ items: TicketSummary[]; nextCursor: string | null }> {
  const where: TypedWhere<DocumentOf<typeof tickets>>[] = [];
  if (filter.companyId) where.push({ field: 'companyId', op: '==', value: filter.companyId });
  if (filter.status) where.push({ field: 'status', op: '==', value: filter.status });
  const result = await tickets
    .on(storage)
    .page({ where, orderBy: [{ field: 'lastActivityAt', direction: 'desc' }] }, page);
  return mapPage(result, toTicketSummary);
}

export async function unreadAnswers(storage: Storage, uid: string): Promise<number> {
  const member = await memberOf(storage, uid);
  if (!mayDo(member.companyRole, 'vragen')) return 0;
  return tickets.on(storage).count([
    { field: 'companyId', op: '==', value: member.companyId },
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
  const ticket = await load(storage, ticketId, owner);
  const attachment = ticket.messages
    .flatMap((m) => m.attachments)
    .find((a) => a.id === attachmentId);
  const file = attachment ? await files.read(attachment.path) : null;
  if (!attachment || !file)
    throw new ApiError(404, 'bijlage_niet_gevonden', 'Deze bijlage bestaat niet.');
  return { attachment, body: file.body };
}
