import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { API_ERROR_CODES } from '@shared/schemas/api-error';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from '@shared/domain/rules';
import { ApiError } from './errors';

export const MAX_JSON_BYTES = 1024 * 1024;
/** How deep objects and arrays may nest in a JSON body; no form of the portal needs 10. */
export const MAX_JSON_DEPTH = 32;
/**
 * How many objects and arrays a JSON body may hold: the largest form (an offerte of 200 lines,
 * a quick order of 500 codes) holds a few hundred; a megabyte of `[]` holds 500,000, and
 * parsing and validating those stalls every other request.
 */
export const MAX_JSON_CONTAINERS = 10_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The largest form any route takes: a support message with its most attachments. */
export const MAX_FORM_BYTES = MAX_ATTACHMENTS_PER_MESSAGE * MAX_ATTACHMENT_BYTES + MAX_JSON_BYTES;

const tooLargeError = (limit: string) =>
  new ApiError(
    413,
    'te_groot',
    `De aanvraag is te groot: het maximum is ${limit}. Verklein het bestand of de invoer.`,
  );
const tooLarge = (limit: string) => () => {
  throw tooLargeError(limit);
};

const jsonLimit = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: tooLarge('1 MB') });

/**
 * For files and forms with files, which their routes stream to storage: refused at once by a
 * Content-Length over `maxSize`; without one the body is not read here (that would hold it
 * whole in memory) but passed on counted, and it fails with the 413 once more than `maxSize`
 * bytes came in, whoever reads it.
 */
function streamedLimit(maxSize: number, limit: string) {
  return createMiddleware(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.raw.headers.has('transfer-encoding')) {
      if (parseInt(length, 10) > maxSize) throw tooLargeError(limit);
      return next();
    }
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxSize) controller.error(tooLargeError(limit));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' });
    return next();
  });
}

const uploadLimit = streamedLimit(MAX_UPLOAD_BYTES, '10 MB');
const formLimit = streamedLimit(
  MAX_FORM_BYTES,
  `${MAX_ATTACHMENTS_PER_MESSAGE} bestanden van 10 MB`,
);

const JSON_TYPE = /^application\/([a-z0-9.-]+\+)?json\b/;

/**
 * Whether `text` nests objects or arrays deeper than `max`. One pass over the characters that
 * stops at the first level too deep: parsing (and validating) a nesting bomb costs far more.
 */
export function exceedsJsonDepth(
  text: string,
  max: number,
  maxContainers = Number.POSITIVE_INFINITY,
): boolean {
  let depth = 0;
  let containers = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max || ++containers > maxContainers) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * The body as text; a sender that gave up (or timed out) halfway gets a 400, not a 500. The
 * request gets the text back as its body, for a route that reads the stream itself.
 */
async function bodyText(c: Context): Promise<string> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new ApiError(400, API_ERROR_CODES.validation, 'De aanvraag kwam niet volledig binnen.');
  }
  c.req.raw = new Request(c.req.raw, { body: text });
  return text;
}

const limitDepth = createMiddleware(async (c, next) => {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  // The text is kept: the route's validator parses it from there.
  if (
    c.req.raw.body &&
    JSON_TYPE.test(type) &&
    exceedsJsonDepth(await bodyText(c), MAX_JSON_DEPTH, MAX_JSON_CONTAINERS)
  ) {
    const text = await c.req.text();
    throw new ApiError(
      400,
      API_ERROR_CODES.validation,
      exceedsJsonDepth(text, MAX_JSON_DEPTH)
        ? `De invoer is te diep genest: het maximum is ${MAX_JSON_DEPTH} niveaus.`
        : `De invoer bevat te veel onderdelen: het maximum is ${MAX_JSON_CONTAINERS.toLocaleString('nl-NL')}.`,
    );
  }
  await next();
});

/**
 * Refuses an oversized body before anything reads it: by its Content-Length at once, or while
 * it streams in (files and forms with files are never read whole here: see `streamedLimit`). JSON and text get 1 MB (JSON nested at most MAX_JSON_DEPTH deep, checked before
 * anything parses it); a file sent as the body (an image or PDF in the back-office) 10 MB; a form
 * with attachments room for its files. Routes may set less.
 */
export const limitBody = createMiddleware(async (c, next) => {
  // GET and HEAD carry no body the API reads; asking for one builds the whole Request object.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return formLimit(c, next);
  const isFile = /^(image\/|application\/(pdf|octet-stream))/.test(type);
  if (isFile) return uploadLimit(c, next);
  return jsonLimit(c, async () => {
    await limitDepth(c, next);
  });
});
