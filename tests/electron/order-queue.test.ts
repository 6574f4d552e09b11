import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IpcMainInvokeEvent } from 'electron';
import { afterAll, describe, expect, it } from 'vitest';
import { createCartStore } from '../../src-main/ipc/cart-store';
import { registerIpcHandlers } from '../../src-main/ipc/handlers';
import { createOrderQueue } from '../../src-main/queue/order-queue';
import { formatEuro } from '@shared/domain/money';
import { drainQueue, isOverdue, type QueuedOrder } from '@shared/queue/queued-order';
import { tempFolders } from '../support/temp-folders';

const folders = tempFolders('wp-queue-');
afterAll(folders.removeAll);

/** A store kept in a JSON file, read afresh by each instance: a restart is a new instance. */
function fileStore(file: string) {
  const read = (): Record<string, unknown> =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  return {
    get: (key: string) => read()[key],
    set: (key: string, value: unknown) =>
      writeFileSync(file, JSON.stringify({ ...read(), [key]: value })),
  };
}

/** The main process after a (re)start on the same userData file, reached through IPC. */
function startMain(file: string) {
  const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
  registerIpcHandlers({
    ipcMain: { handle: (channel, fn) => void handlers.set(channel, fn) },
    cartStore: createCartStore(fileStore(`${file}.cart`)),
    orderQueue: createOrderQueue(fileStore(file)),
  });
  const call = async (channel: string, ...args: unknown[]) =>
    handlers.get(channel)?.(
      { senderFrame: { url: 'app://warmteportaal/balie' } } as unknown as IpcMainInvokeEvent,
      ...args,
    );
  return { call };
}

let seconds = 0;
function order(productId: string, total: number): QueuedOrder {
  seconds += 1;
  return {
    key: crypto.randomUUID(),
    request: {
      lines: [{ productId, quantity: 1 }],
      delivery: 'afhalen',
      pointsToRedeem: 0,
      address: '',
      reference: '',
      notes: '',
    },
    expectedTotalInclVat: total,
    queuedAt: new Date(Date.UTC(2026, 10, 23, 9, 0, seconds)).toISOString(),
    state: 'wachten',
  };
}

class OfflineError extends Error {}

/**
 * The server as far as the queue sees it: prices by product, and places an order once per
 * idempotency key (a second request with a key answers with the first order).
 */
function fakeServer(prices: Record<string, number>) {
  const byKey = new Map<string, string>();
  const placed: string[] = [];
  let online = true;
  let dropAnswerOnce = false;
  return {
    placed,
    setOnline: (value: boolean) => (online = value),
    /** The next order reaches the server, but its answer is lost on the way back. */
    dropNextAnswer: () => (dropAnswerOnce = true),
    deps: (
      queue: { call: (channel: string, ...args: unknown[]) => Promise<unknown> },
      owner: string,
    ) => ({
      list: async () => (await queue.call('queue:list', owner)) as QueuedOrder[],
      remove: async (key: string) => void (await queue.call('queue:remove', owner, key)),
      park: async (key: string, reason: string) =>
        void (await queue.call('queue:park', owner, key, reason)),
      quoteTotalInclVat: async (queued: QueuedOrder) => {
        if (!online) throw new OfflineError('offline');
        return queued.request.lines.reduce((sum, line) => sum + (prices[line.productId] ?? 0), 0);
      },
      place: async (queued: QueuedOrder) => {
        if (!online) throw new OfflineError('offline');
        let number = byKey.get(queued.key);
        if (!number) {
          number = `WP-${placed.length + 1}`;
          byKey.set(queued.key, number);
          placed.push(queued.request.lines[0]?.productId ?? '');
        }
        if (dropAnswerOnce) {
          dropAnswerOnce = false;
          throw new OfflineError('antwoord kwijt');
        }
        return { number };
      },
      isOffline: (error: unknown) => error instanceof OfflineError,
      formatEuro,
    }),
  };
}

describe('the counter order queue', () => {
  const owner = 'demo-dealer';

  it('keeps queued orders across a restart and sends them in order when the API returns', async () => {
    const file = join(folders.make(), 'wachtrij.json');
    const server = fakeServer({ a: 100, b: 200, c: 300 });
    let main = startMain(file);
    for (const [id, total] of [
      ['a', 100],
      ['b', 200],
      ['c', 300],
    ] as const) {
      await main.call('queue:add', owner, order(id, total));
    }
    server.setOnline(false);
    expect((await drainQueue(server.deps(main, owner))).stoppedOffline).toBe(true);

    main = startMain(file); // restart: only the file remains
    expect(((await main.call('queue:list', owner)) as QueuedOrder[]).length).toBe(3);
    server.setOnline(true);
    const result = await drainQueue(server.deps(main, owner));
    expect(result.placed).toEqual(['WP-1', 'WP-2', 'WP-3']);
    expect(server.placed).toEqual(['a', 'b', 'c']);
    expect(await main.call('queue:list', owner)).toEqual([]);
  });

  it('never places an order twice when its answer was lost and it is sent again', async () => {
    const file = join(folders.make(), 'wachtrij.json');
    const server = fakeServer({ a: 100 });
    const main = startMain(file);
    const queued = order('a', 100);
    await main.call('queue:add', owner, queued);
    await main.call('queue:add', owner, queued); // added twice: kept once
    server.dropNextAnswer();
    expect((await drainQueue(server.deps(main, owner))).stoppedOffline).toBe(true);
    expect(((await main.call('queue:list', owner)) as QueuedOrder[]).length).toBe(1);
    expect((await drainQueue(server.deps(main, owner))).placed).toEqual(['WP-1']);
    expect(server.placed).toEqual(['a']);
  });

  it('parks an order whose price changed instead of placing it, and sends the rest', async () => {
    const file = join(folders.make(), 'wachtrij.json');
    const server = fakeServer({ a: 150, b: 200 });
    const main = startMain(file);
    const changed = order('a', 100);
    await main.call('queue:add', owner, changed);
    await main.call('queue:add', owner, order('b', 200));
    const result = await drainQueue(server.deps(main, owner));
    expect(result.parked).toEqual([changed.key]);
    expect(server.placed).toEqual(['b']);
    const left = (await main.call('queue:list', owner)) as QueuedOrder[];
    expect(left).toMatchObject([{ key: changed.key, state: 'controleren' }]);
    expect(left[0]?.reason).toContain('Prijs gewijzigd');
    // A parked order is not sent by a later run either.
    await drainQueue(server.deps(main, owner));
    expect(server.placed).toEqual(['b']);
  });

  it("keeps each user's queue apart and refuses a malformed order", async () => {
    const file = join(folders.make(), 'wachtrij.json');
    const main = startMain(file);
    await main.call('queue:add', owner, order('a', 100));
    expect(await main.call('queue:list', 'demo-installateur')).toEqual([]);
    await expect(main.call('queue:add', owner, { ...order('a', 1), key: 'x' })).rejects.toThrow(
      'Ongeldige gegevens',
    );
  });

  it('warns about an order unsent for more than a day', () => {
    const queued = order('a', 100);
    const at = Date.parse(queued.queuedAt);
    expect(isOverdue(queued, new Date(at + 23 * 3600_000))).toBe(false);
    expect(isOverdue(queued, new Date(at + 25 * 3600_000))).toBe(true);
  });
});
