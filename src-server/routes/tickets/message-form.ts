import type { Context } from 'hono';
import type { z } from 'zod';
import { ticketReplySchema, type Ticket } from '@shared/schemas/support';
import type { AppDeps } from '../../env';
import type { FileStore } from '../../files/port';
import { readStreamedForm } from '../../multipart';
import { apiErrors } from '../../errors';
import { settleUpload } from '../../quotas';
import { checkTicketAccess, replyToTicket, type Author } from '../../support/tickets';
import {
  attachmentFormRules,
  toAttachments,
  type StoredAttachment,
} from '../../support/attachments';

export interface MessageForm<T> {
  fields: T;
  /** Already stored in the file port, under the ticket's folder. */
  attachments: StoredAttachment[];
  /** Deletes the stored attachments: for a message refused after its form was read. */
  discard(): Promise<void>;
}

const noFiles = async (): Promise<void> => undefined;

/**
 * Reads a message: multipart form data with files under `bijlagen` (streamed to the ticket's
 * folder as they arrive, see `readStreamedForm`), or JSON without files. The text fields go
 * through the schema; empty optional fields count as absent.
 */
export async function readMessageForm<T extends z.ZodType>(
  c: Context,
  schema: T,
  files: FileStore,
  ticketId: string,
): Promise<MessageForm<z.output<T>>> {
  let raw: Record<string, unknown> = {};
  let attachments: StoredAttachment[] = [];
  let discard = noFiles;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    raw = await c.req.json<Record<string, unknown>>().catch(() => {
      throw apiErrors.validation({ json: 'De aanvraag is geen geldige JSON.' });
    });
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) raw = {};
  } else if (type.includes('multipart/form-data')) {
    const form = await readStreamedForm(files, type, c.req.raw.body, attachmentFormRules(ticketId));
    for (const [key, value] of Object.entries(form.fields)) if (value !== '') raw[key] = value;
    attachments = toAttachments(form.files);
    discard = form.discard;
  } else {
    throw apiErrors.validation({ body: 'Stuur het bericht als formulier of als JSON.' });
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    await discard();
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues)
      fields[issue.path.join('.') || 'body'] ??= issue.message;
    throw apiErrors.validation(fields);
  }
  return { fields: result.data, attachments, discard };
}

/** Stores the message with `store`; when that fails, its attachments are deleted again. */
export async function keepOrDiscard<R>(
  form: { discard(): Promise<void> },
  store: () => Promise<R>,
): Promise<R> {
  try {
    return await store();
  } catch (error) {
    await form.discard();
    throw error;
  }
}

/**
 * A reply on the ticket of the route (`:id`) by its user or by support: access is checked
 * before a byte of the form is read, and the files count towards the upload quota once kept.
 */
export async function postReply(c: Context, deps: AppDeps, author: Author): Promise<Ticket> {
  const id = c.req.param('id') ?? '';
  await checkTicketAccess(deps.storage, id, author);
  const form = await readMessageForm(c, ticketReplySchema, deps.files, id);
  const ticket = await keepOrDiscard(form, () =>
    replyToTicket(deps, id, author, form.fields.body, form.attachments),
  );
  await settleUpload(c, form.attachments);
  return ticket;
}
