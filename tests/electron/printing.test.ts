import type { IpcMainInvokeEvent, WebContentsPrintOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { registerIpcHandlers } from '../../src-main/ipc/handlers';
import { createCartStore } from '../../src-main/ipc/cart-store';
import { createPrinting, PRINTER_KEY } from '../../src-main/printing/printer';

/** A web contents that records what it was asked to print and answers like Electron. */
function fakeContents(outcome: { printed: boolean; reason?: string } = { printed: true }) {
  const prints: WebContentsPrintOptions[] = [];
  return {
    prints,
    getPrintersAsync: async () => [
      { name: 'HP_Balie', displayName: 'HP Balie', description: '', options: {} },
      { name: 'PDF', displayName: '', description: '', options: {} },
    ],
    print(
      options: WebContentsPrintOptions,
      callback?: (success: boolean, failureReason: string) => void,
    ) {
      prints.push(options);
      callback?.(outcome.printed, outcome.reason ?? '');
    },
  };
}

function setup(contents = fakeContents()) {
  const data = new Map<string, unknown>();
  const store = {
    get: (key: string) => data.get(key),
    set: (key: string, value: unknown) => void data.set(key, value),
    delete: (key: string) => void data.delete(key),
  };
  const handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
  registerIpcHandlers({
    ipcMain: { handle: (channel, fn) => void handlers.set(channel, fn) },
    cartStore: createCartStore(store),
    printing: createPrinting({ store, contents: () => contents }),
  });
  const call = (channel: string, ...args: unknown[]) =>
    handlers.get(channel)?.(
      { senderFrame: { url: 'app://warmteportaal/balie' } } as unknown as IpcMainInvokeEvent,
      ...args,
    );
  return { call, data, contents, handlers };
}

describe('printing at the counter', () => {
  it('asks with the print dialog until a printer is chosen', async () => {
    const { call, contents } = setup();
    expect(await call('printer:print')).toEqual({ printed: true });
    expect(contents.prints).toEqual([{ silent: false, printBackground: false }]);
  });

  it('remembers the chosen printer and then prints silently to it', async () => {
    const { call, contents, data } = setup();
    await call('printer:choose', 'HP_Balie');
    expect(data.get(PRINTER_KEY)).toBe('HP_Balie');
    expect(await call('printer:list')).toEqual([
      { name: 'HP_Balie', label: 'HP Balie', chosen: true },
      { name: 'PDF', label: 'PDF', chosen: false },
    ]);
    await call('printer:print');
    await call('printer:print');
    expect(contents.prints).toEqual([
      { silent: true, deviceName: 'HP_Balie', printBackground: false },
      { silent: true, deviceName: 'HP_Balie', printBackground: false },
    ]);
  });

  it('forgets the printer on an empty choice, and the dialog asks again', async () => {
    const { call, contents, data } = setup();
    await call('printer:choose', 'HP_Balie');
    await call('printer:choose', '');
    expect(data.has(PRINTER_KEY)).toBe(false);
    await call('printer:print');
    expect(contents.prints.at(-1)).toEqual({ silent: false, printBackground: false });
  });

  it('says in Dutch why nothing was printed', async () => {
    const { call } = setup(fakeContents({ printed: false, reason: '' }));
    expect(await call('printer:print')).toEqual({
      printed: false,
      reason: 'Afdrukken geannuleerd.',
    });
  });

  it('refuses a printer name that is not text, and calls from elsewhere', () => {
    const { call, handlers } = setup();
    expect(() => call('printer:choose', 42)).toThrow('Ongeldige gegevens');
    expect(() =>
      handlers.get('printer:print')?.({
        senderFrame: { url: 'https://evil.example/' },
      } as unknown as IpcMainInvokeEvent),
    ).toThrow('Afzender geweigerd');
  });
});
