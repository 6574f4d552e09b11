import type { WebContents } from 'electron';
import type { PrinterChoice, PrintOutcome } from '@shared/ipc/bridge';
import type { KeyValueStore } from '../store/key-value-store';

/** The chosen counter printer, kept in electron-store (the `Printer` setting). */
export const PRINTER_KEY = 'printer';

type PrintingContents = Pick<WebContents, 'print' | 'getPrintersAsync'>;

export interface Printing {
  list(): Promise<PrinterChoice[]>;
  choose(name: string): void;
  print(): Promise<PrintOutcome>;
}

/**
 * Printing at the counter. Until a printer is chosen the system's print dialog asks; once
 * chosen, pages go silently to that printer, so the pick slip never asks again.
 */
export function createPrinting(deps: {
  store: KeyValueStore;
  contents: () => PrintingContents | undefined;
}): Printing {
  const chosen = () => {
    const value = deps.store.get(PRINTER_KEY);
    return typeof value === 'string' && value ? value : null;
  };
  return {
    async list() {
      const printers = (await deps.contents()?.getPrintersAsync()) ?? [];
      const current = chosen();
      return printers.map((printer) => ({
        name: printer.name,
        label: printer.displayName || printer.name,
        chosen: printer.name === current,
      }));
    },
    choose(name) {
      if (name) deps.store.set(PRINTER_KEY, name);
      else deps.store.delete?.(PRINTER_KEY);
    },
    print() {
      const contents = deps.contents();
      if (!contents)
        return Promise.resolve({ printed: false, reason: 'Geen venster om af te drukken.' });
      const deviceName = chosen();
      const options = deviceName
        ? { silent: true, deviceName, printBackground: false }
        : { silent: false, printBackground: false };
      return new Promise((done) =>
        contents.print(options, (printed, reason) =>
          done(printed ? { printed } : { printed, reason: reason || 'Afdrukken geannuleerd.' }),
        ),
      );
    },
  };
}
