import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { API_ERROR_CODES } from '@shared/schemas/api-error';
import { ApiError } from './errors';
import type { FileStore } from './files/port';

/** Enough of a file's start to tell jpg, png, pdf and webp apart. */
const HEAD_BYTES = 16;

export interface StreamedFormLimits {
  /** The form field that carries the files; files under other names are skipped. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  maxFieldBytes: number;
  maxFields: number;
  maxTotalBytes: number;
}

export interface StreamedFormRules extends StreamedFormLimits {
  /** Where a file goes and as what, by its first bytes; throws a Dutch ApiError to refuse it. */
  place(head: Uint8Array, filename: string): { path: string; contentType: string };
  tooManyFiles(): ApiError;
  fileTooLarge(filename: string): ApiError;
  bodyTooLarge(): ApiError;
}

export interface StreamedFile {
  filename: string;
  path: string;
  contentType: string;
  size: number;
}

export interface StreamedForm {
  /** The text fields; of a field sent twice, the first value. */
  fields: Record<string, string>;
  files: StreamedFile[];
  /** Deletes the stored files again: for a form refused after it was read. */
  discard(): Promise<void>;
}

const incomplete = () =>
  new ApiError(400, API_ERROR_CODES.validation, 'De aanvraag kwam niet volledig binnen.');

const unreadable = () =>
  new ApiError(400, API_ERROR_CODES.validation, 'Het formulier kon niet worden gelezen.', {
    form: 'Het formulier kon niet worden gelezen.',
  });

/** Browsers (and fetch) escape `"`, CR and LF in a part's file name as %22, %0D and %0A. */
function formFileName(name: string | undefined): string {
  return (name ?? '').replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/**
 * Reads a multipart form as it streams in: each file goes to the file port while it arrives,
 * so memory holds a few chunks, never a file or the body. Every limit (bytes per file, files,
 * fields, the whole body) is checked on the way; the first one broken stops reading, deletes
 * what was stored and throws its Dutch error. A file's type is decided by its first bytes.
 */
export async function readStreamedForm(
  files: FileStore,
  contentType: string,
  body: ReadableStream<Uint8Array> | null,
  rules: StreamedFormRules,
): Promise<StreamedForm> {
  const fields: Record<string, string> = {};
  const stored: StreamedFile[] = [];
  const discard = async () => {
    await Promise.allSettled(stored.map((file) => files.remove(file.path)));
  };
  if (!body) return { fields, files: stored, discard };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: rules.maxFiles,
        fields: rules.maxFields,
        fieldSize: rules.maxFieldBytes,
        // One byte over, so a file just over the limit is noticed (and refused) below.
        fileSize: rules.maxFileBytes + 1,
      },
    });
  } catch {
    throw unreadable();
  }

  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  let total = 0;
  let failure: unknown = null;
  let failed: (error: unknown) => void = () => undefined;
  const failedOnce = new Promise<never>((_, reject) => {
    failed = reject;
  });
  // Without a catch here an early failure counts as unhandled until the race below.
  failedOnce.catch(() => undefined);
  // Anything but a Dutch refusal on the way is a body that broke off (the file port's own
  // failures surface the same way: the upload did not come through).
  const fail = (error: unknown) => {
    if (failure) return;
    failure = error instanceof ApiError ? error : incomplete();
    source.unpipe();
    source.destroy();
    failed(failure);
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > rules.maxTotalBytes) done(rules.bodyTooLarge());
      else done(null, chunk);
    },
  });

  const writes: Promise<void>[] = [];
  parser.on('file', (field, stream, info) => {
    if (field !== rules.fileField || failure) {
      stream.resume();
      return;
    }
    writes.push(storeFile(files, stream, formFileName(info.filename), rules, stored).catch(fail));
  });
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail(rules.bodyTooLarge());
    else if (!(name in fields)) fields[name] = value;
  });
  parser.on('filesLimit', () => fail(rules.tooManyFiles()));
  parser.on('fieldsLimit', () => fail(unreadable()));
  parser.on('partsLimit', () => fail(unreadable()));

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', () => reject(unreadable()));
    counter.on('error', reject);
    // A limit on the way (the body limit's 413) keeps its own answer.
    source.on('error', (error) => reject(error instanceof ApiError ? error : incomplete()));
  });
  source.pipe(counter).pipe(parser);
  try {
    await Promise.race([parsed, failedOnce]);
    await Promise.race([Promise.all(writes), failedOnce]);
  } catch (error) {
    fail(error);
  }
  if (failure) {
    await Promise.allSettled(writes);
    await discard();
    throw failure;
  }
  return { fields, files: stored, discard };
}

/** A stream whose first bytes were read ahead, to decide what it is before it is stored. */
export interface PeekedStream {
  /** At least HEAD_BYTES, unless the stream is shorter; empty for an empty stream. */
  head: Buffer;
  /** All bytes again, head first; fails with `tooLarge()` once more than `maxBytes` came. */
  body(maxBytes: number, tooLarge: () => Error): Readable;
  /** The bytes `body` passed on so far. */
  size(): number;
}

/** Reads the first bytes of `source` ahead; see `PeekedStream`. */
export async function peekHead(source: AsyncIterable<Uint8Array>): Promise<PeekedStream> {
  const chunks = source[Symbol.asyncIterator]();
  const start: Uint8Array[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    start.push(next.value);
    headLength += next.value.byteLength;
  }
  const head = Buffer.concat(start);
  let size = 0;
  async function* bytes(maxBytes: number, tooLarge: () => Error) {
    size = head.byteLength;
    if (size > maxBytes) throw tooLarge();
    yield head;
    if (ended) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) throw tooLarge();
      yield next.value;
    }
  }
  return {
    head,
    body: (maxBytes, tooLarge) => Readable.from(bytes(maxBytes, tooLarge), { objectMode: false }),
    size: () => size,
  };
}

/** One file: its first bytes decide where it goes, the rest streams after them. */
async function storeFile(
  files: FileStore,
  stream: Readable,
  filename: string,
  rules: StreamedFormRules,
  stored: StreamedFile[],
): Promise<void> {
  const peeked = await peekHead(stream);
  // A form without a chosen file still sends an empty part.
  if (peeked.head.byteLength === 0) return;
  const { path, contentType } = rules.place(peeked.head, filename);
  const file: StreamedFile = { filename, path, contentType, size: 0 };
  stored.push(file);
  await files.writeStream(
    path,
    peeked.body(rules.maxFileBytes, () => rules.fileTooLarge(filename)),
    contentType,
  );
  file.size = peeked.size();
}
