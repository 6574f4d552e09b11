import { randomBytes } from 'node:crypto';
import { catalogueVersions } from '../collections/catalogue-versions';
import type { Storage, StorageTransaction } from '../storage/port';

type Part = 'producten' | 'voorraad';

const freshToken = () => randomBytes(9).toString('hex');

/**
 * In the transaction that writes products (back-office, import): the catalogue has a new
 * version, so price lists and exports are made again when next asked. A blind write: no read,
 * so concurrent product writes never conflict on it.
 */
export function catalogueChangedIn(tx: StorageTransaction): void {
  catalogueVersions.in(tx).set('producten', { token: freshToken() });
}

/**
 * After an order moved stock: only the export shows stock, so only its version changes. Outside
 * the order's transaction, so orders never queue on one document; lost in a crash right after
 * the order, at worst an export shows stock from before that order until the next change.
 */
export function stockMoved(storage: Storage): void {
  catalogueVersions
    .on(storage)
    .set('voorraad', { token: freshToken() })
    .catch((error: unknown) => console.warn(`De voorraadversie bleef staan: ${String(error)}`));
}

async function tokenOf(storage: Storage, part: Part): Promise<string> {
  const versions = catalogueVersions.on(storage);
  const stored = await versions.get(part);
  if (stored) return stored.token;
  // Never changed since the database was made: the first asker names this version.
  await versions.create(part, { token: freshToken() });
  return (await versions.get(part))?.token ?? '';
}

/** The version the price lists are made for: products only (they show no stock). */
export function priceListVersion(storage: Storage): Promise<string> {
  return tokenOf(storage, 'producten');
}

/** The version the CSV export is made for: products and their stock. */
export async function exportVersion(storage: Storage): Promise<string> {
  const [products, stock] = await Promise.all([
    tokenOf(storage, 'producten'),
    tokenOf(storage, 'voorraad'),
  ]);
  return `${products}-${stock}`;
}
