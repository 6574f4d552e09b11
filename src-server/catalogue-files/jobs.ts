import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Clock } from '../env';
import { ApiError } from '../errors';
import { catalogueFiles as records } from '../collections/catalogue-files';
import type { FileStore } from '../files/port';
import type { Storage } from '../storage/port';

/**
 * Files made from the whole catalogue live here in the file store. Private: the public file
 * route refuses this folder, only the routes that check who asks serve them.
 */
export const CATALOGUE_FILE_PREFIX = 'catalogus-bestanden';

/** How long a request waits for a file being made before it answers "being made" (202). */
const WAIT_MS = 5000;
/** A file still "being made" after this long was left by a stopped instance: made again. */
const STALE_MS = 15 * 60_000;

export interface CatalogueFileJob {
  /** One record per kind and variant (`prijslijst-korting-10-alle`): its newest version. */
  key: string;
  /** The catalogue version the file is made from (see version.ts). */
  version: string;
  extension: string;
  contentType: string;
  /** The file's bytes in pieces, made from the catalogue a batch at a time. */
  build(): AsyncIterable<Uint8Array>;
}

export type CatalogueFile = { ready: true; path: string } | { ready: false };

export interface CatalogueFiles {
  /**
   * The file of this job's version: at once when it was made before; otherwise made (once,
   * whoever else asks meanwhile) in the background, and answered when it is ready within a few
   * seconds, else "not ready yet" (ask again later).
   */
  fileFor(job: CatalogueFileJob): Promise<CatalogueFile>;
  /** The ready file was not in the file store after all: made again when next asked. */
  lost(job: CatalogueFileJob, path: string): Promise<void>;
  /** Files this instance started to make (tests count them). */
  readonly builds: number;
}

export interface CatalogueFilesOptions {
  storage: Storage;
  files: FileStore;
  clock: Clock;
  waitMs?: number;
  log?: (message: string) => void;
}

const buildFailed = () =>
  new ApiError(
    503,
    'bestand_mislukt',
    'Het bestand kon niet worden gemaakt. Probeer het over een paar minuten opnieuw.',
  );

type Claimed =
  | { kind: 'ready'; path: string }
  | { kind: 'elsewhere' }
  | { kind: 'mine'; claim: string; path: string };

export function createCatalogueFiles({
  storage,
  files,
  clock,
  waitMs = WAIT_MS,
  log = (message) => console.warn(message),
}: CatalogueFilesOptions): CatalogueFiles {
  /** Per key and version: the file's path once ready, null when another instance makes it. */
  const pending = new Map<string, Promise<string | null>>();
  let builds = 0;

  const claim = (job: CatalogueFileJob) =>
    storage.transaction(async (tx): Promise<Claimed> => {
      const record = await records.in(tx).get(job.key);
      const now = clock.now();
      if (record?.version === job.version) {
        if (record.state === 'klaar') return { kind: 'ready', path: record.path };
        if (now.getTime() - Date.parse(record.startedAt) < STALE_MS) return { kind: 'elsewhere' };
      }
      const mine = randomUUID();
      const path = `${CATALOGUE_FILE_PREFIX}/${job.key}-${job.version}.${job.extension}`;
      const previousPath = record?.state === 'klaar' ? record.path : record?.previousPath;
      records.in(tx).set(job.key, {
        version: job.version,
        path,
        state: 'bezig',
        claim: mine,
        startedAt: now.toISOString(),
        ...(previousPath && previousPath !== path ? { previousPath } : {}),
      });
      return { kind: 'mine', claim: mine, path };
    });

  /** The file is in: it becomes the ready one, and the one it replaces is removed. */
  async function finish(job: CatalogueFileJob, mine: string, path: string) {
    const outdated = await storage.transaction(async (tx) => {
      const record = await records.in(tx).get(job.key);
      // A newer version took the record meanwhile: this file is outdated itself.
      if (record?.claim !== mine) return record?.path === path ? undefined : path;
      const { id: _id, previousPath: _previous, ...rest } = record;
      const previousPath = record.previousPath;
      records.in(tx).set(job.key, { ...rest, state: 'klaar' });
      return previousPath;
    });
    if (outdated) await files.remove(outdated);
  }

  /** Making it failed: the record goes, so the next request tries again. */
  async function abandon(job: CatalogueFileJob, mine: string) {
    await storage.transaction(async (tx) => {
      const record = await records.in(tx).get(job.key);
      if (record?.claim === mine) records.in(tx).delete(job.key);
    });
  }

  async function make(job: CatalogueFileJob): Promise<string | null> {
    const known = await records.on(storage).get(job.key);
    if (known?.version === job.version && known.state === 'klaar') return known.path;
    const claimed = await claim(job);
    if (claimed.kind === 'ready') return claimed.path;
    if (claimed.kind === 'elsewhere') return null;
    builds++;
    try {
      await files.writeStream(claimed.path, Readable.from(job.build()), job.contentType);
    } catch (error) {
      log(`Bestand ${job.key} (versie ${job.version}) kon niet worden gemaakt: ${String(error)}`);
      await abandon(job, claimed.claim);
      throw buildFailed();
    }
    await finish(job, claimed.claim, claimed.path);
    return claimed.path;
  }

  return {
    get builds() {
      return builds;
    },
    async fileFor(job) {
      const key = `${job.key}@${job.version}`;
      let made = pending.get(key);
      if (!made) {
        made = make(job);
        pending.set(key, made);
        // Forgotten when settled: the record answers from then on.
        made.then(
          () => pending.delete(key),
          () => pending.delete(key),
        );
      }
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<'wachten'>((done) => {
        timer = setTimeout(() => done('wachten'), waitMs);
      });
      try {
        const path = await Promise.race([made, waited]);
        return path === 'wachten' || path === null ? { ready: false } : { ready: true, path };
      } finally {
        clearTimeout(timer);
      }
    },
    async lost(job, path) {
      log(`Bestand ${path} ontbrak in de bestandsopslag; het wordt opnieuw gemaakt.`);
      await storage.transaction(async (tx) => {
        const record = await records.in(tx).get(job.key);
        if (record?.path === path) records.in(tx).delete(job.key);
      });
    },
  };
}

const instances = new WeakMap<Storage, CatalogueFiles>();

/** Makes this the one maker of catalogue files of a store (tests: one that waits less). */
export function useCatalogueFiles(storage: Storage, catalogueFiles: CatalogueFiles): void {
  instances.set(storage, catalogueFiles);
}

/** The one maker of catalogue files of a store, shared by its routes. */
export function catalogueFilesOf(options: CatalogueFilesOptions): CatalogueFiles {
  let instance = instances.get(options.storage);
  if (!instance) {
    instance = createCatalogueFiles(options);
    instances.set(options.storage, instance);
  }
  return instance;
}
