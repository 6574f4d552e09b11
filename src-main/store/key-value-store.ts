/**
 * The part of electron-store the main process uses (carts, the printer, the order queue, the
 * window state): a small interface, so each is tested with a plain object or file behind it.
 */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete?(key: string): void;
}
