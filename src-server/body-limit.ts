import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

export const MAX_JSON_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const tooLarge = (limit: string) => () => {
  throw new ApiError(
    413,
    'te_groot',
    `De aanvraag is te groot: het maximum is ${limit}. Verklein het bestand of de invoer.`,
  );
};

const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge('1 MB') });
const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge('10 MB') });

/**
 * Refuses an oversized body before anything reads it: by its Content-Length at once, or while
 * it streams in. Uploads (multipart) may be larger than JSON.
 */
export const limitBody = createMiddleware(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  const limit = type.toLowerCase().startsWith('multipart/form-data') ? uploadLimit : jsonLimit;
  return limit(c, next);
});
