import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CataloguePlan, CatalogueRows } from './catalogue-reader.mjs';

const READER = new URL('./catalogue-reader.mjs', import.meta.url);

export interface CatalogueWorkers {
  run(plan: CataloguePlan): Promise<CatalogueRows>;
  /**
   * Starts every worker now (each opens its connection) and, given a plan, runs it once on
   * each (its statements prepared, the catalogue's size counted): the server's first searches
   * then do not wait for that (70–130 ms, the slowest answers after a start).
   */
  warm(plan?: CataloguePlan): void;
  close(): Promise<void>;
}

interface Pending {
  resolve: (rows: CatalogueRows) => void;
  reject: (error: Error) => void;
}

/**
 * Catalogue searches on worker threads, each with its own read-only connection to the
 * database file (WAL: readers see every committed write and never wait for the writer). A
 * worker that fails is logged and replaced at the next search; its open searches fail with an
 * error the catalogue answers as 503. Workers do not keep the process alive.
 */
export function createCatalogueWorkers(
  filename: string,
  size = Math.min(2, availableParallelism()),
  log: (message: string) => void = (message) => console.warn(message),
): CatalogueWorkers {
  const slots: ({ worker: Worker; pending: Map<number, Pending> } | undefined)[] = Array.from({
    length: size,
  });
  let next = 0;
  let ids = 0;
  let closed = false;

  function start(index: number) {
    const worker = new Worker(READER, { workerData: { role: 'catalogue-reader', filename } });
    worker.unref();
    const slot = { worker, pending: new Map<number, Pending>() };
    const fail = (error: Error) => {
      if (slots[index] === slot) slots[index] = undefined;
      for (const { reject } of slot.pending.values()) reject(error);
      slot.pending.clear();
    };
    worker.on('message', (message: { id: number; rows?: CatalogueRows; error?: string }) => {
      const pending = slot.pending.get(message.id);
      slot.pending.delete(message.id);
      if (slot.pending.size === 0) worker.unref();
      if (message.rows) pending?.resolve(message.rows);
      else pending?.reject(new Error(message.error ?? 'Onbekende fout in de catalogus'));
    });
    worker.on('error', (error) => {
      log(`Een zoekproces van de catalogus faalde: ${error.message}`);
      fail(error);
    });
    worker.on('exit', (code) => {
      if (!closed && slot.pending.size > 0) log(`Een zoekproces van de catalogus stopte (${code})`);
      fail(new Error(`Het zoekproces van de catalogus stopte (${code})`));
    });
    slots[index] = slot;
    return slot;
  }

  return {
    run(plan) {
      if (closed) return Promise.reject(new Error('De catalogus is gesloten'));
      // The least busy worker; round robin among equals.
      let index = next;
      for (let i = 0; i < size; i++) {
        const candidate = (next + i) % size;
        if ((slots[candidate]?.pending.size ?? 0) < (slots[index]?.pending.size ?? 0))
          index = candidate;
      }
      next = (index + 1) % size;
      const slot = slots[index] ?? start(index);
      const id = ++ids;
      return new Promise<CatalogueRows>((resolve, reject) => {
        slot.pending.set(id, { resolve, reject });
        // Keep the process alive only while a search is open.
        slot.worker.ref();
        slot.worker.postMessage({ id, plan });
      });
    },
    warm(plan) {
      if (closed) return;
      slots.forEach((started, index) => {
        const slot = started ?? start(index);
        if (!plan) return;
        const id = ++ids;
        // Its answer (or failure: the worker logs and is replaced) matters to no one.
        slot.pending.set(id, { resolve: () => undefined, reject: () => undefined });
        slot.worker.postMessage({ id, plan });
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((slot) => slot?.worker.terminate()));
    },
  };
}
