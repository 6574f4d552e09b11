import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from '@shared/domain/rules';
import { ApiError } from './errors';

export const MAX_JSON_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The largest form any route takes: a support message with its most attachments. */
export const MAX_FORM_BYTES = MAX_ATTACHMENTS_PER_MESSAGE * MAX_ATTACHMENT_BYTES + MAX_JSON_BYTES;

const tooLarge = (limit: string) => () => {
  throw new ApiError(
    413,
    'te_groot',
    `De aanvraag is te groot: het maximum is ${limit}. Verklein het bestand of de invoer.`,
  );
};

const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge('1 MB') });
const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge('10 MB') });
const formLimit = bodyLimit({
  maxSize: MAX_FORM_BYTES,
  onError: tooLarge(`${MAX_ATTACHMENTS_PER_MESSAGE} bestanden van 10 MB`),
});

/**
 * Refuses an oversized body before anything reads it: by its Content-Length at once, or while
 * it streams in. JSON and text get 1 MB; a file sent as the body (an image or PDF in the
 * back-office) 10 MB; a form with attachments room for its files. Routes may set less.
 */
export const limitBody = createMiddleware(async (c, next) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return formLimit(c, next);
  const isFile = /^(image\/|application\/(pdf|octet-stream))/.test(type);
  return (isFile ? uploadLimit : jsonLimit)(c, next);
});
