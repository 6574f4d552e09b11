import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Context } from 'hono';
import type { FileInProgress } from '@shared/schemas/documents';
import { acceptsGzip } from '../compression';
import type { AppDeps, AppEnv } from '../env';
import { catalogueFilesOf, type CatalogueFileJob } from './jobs';

/** Seconds the renderer waits before it asks for a file being made again. */
const RETRY_AFTER_SECONDS = 3;

export interface CatalogueFileAnswer {
  /** The name the browser saves it as. */
  filename: string;
  /** What is being made, for the Dutch "being made" message ("De prijslijst"). */
  what: string;
  /** The file's type; a job stored gzipped (`.gz`) is sent as this. */
  contentType: string;
  /** Runs once the file is ready, before a byte is sent: a quota that counts downloads. */
  beforeSending?: () => Promise<void>;
}

/**
 * Answers a request for a file made from the whole catalogue: the file as it is read from the
 * file store (never held whole), or 202 with a Dutch "being made" while it is made.
 */
export async function answerCatalogueFile(
  c: Context<AppEnv>,
  deps: Pick<AppDeps, 'storage' | 'files' | 'clock'>,
  job: CatalogueFileJob,
  { filename, what, contentType, beforeSending }: CatalogueFileAnswer,
): Promise<Response> {
  const maker = catalogueFilesOf(deps);
  const file = await maker.fileFor(job);
  if (file.ready) {
    const stored = await deps.files.readStream(file.path);
    if (stored) {
      try {
        await beforeSending?.();
      } catch (error) {
        stored.body.destroy();
        throw error;
      }
      const gzipped = file.path.endsWith('.gz');
      const asIs = !gzipped || acceptsGzip(c);
      const body = asIs ? stored.body : stored.body.pipe(createGunzip());
      return c.body(Readable.toWeb(body) as ReadableStream<Uint8Array>, 200, {
        'content-type': contentType,
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
        ...(asIs ? { 'content-length': String(stored.size) } : {}),
        ...(gzipped && asIs ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
      });
    }
    await maker.lost(job, file.path);
  }
  const answer: FileInProgress = {
    status: 'bezig',
    message: `${what} wordt gemaakt. Dat kan bij een grote catalogus een minuut duren; probeer het zo opnieuw.`,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  };
  c.header('retry-after', String(RETRY_AFTER_SECONDS));
  c.header('cache-control', 'private, no-store');
  return c.json(answer, 202);
}
