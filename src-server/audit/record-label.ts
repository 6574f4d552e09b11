import type { AuditEntity, AuditEntry } from '@shared/schemas/admin/audit';
import { displayName } from '@shared/domain/display-name';
import type { Collection } from '../collections/collection';
import { dealerApplications, contactMessages } from '../collections/inbox';
import { invoices } from '../collections/invoices';
import { orders } from '../collections/orders';
import { products } from '../collections/products';
import { users } from '../collections/users';
import type { Storage } from '../storage/port';

/**
 * How the log names a record (after its kind, e.g. "Gebruiker Jan Jansen"): a person by
 * display name, an order by its number, a product by name and model number, an application
 * by its firm, a message by its sender. Stored on the entry when it is written, so the list
 * reads nothing else per row.
 */
export const recordLabel = {
  user: (user: { firstName?: string; lastName?: string; email?: string }) => displayName(user),
  order: (order: { number: string }) => order.number,
  product: (product: { name: string; modelNumber?: string }) =>
    product.modelNumber ? `${product.name} (${product.modelNumber})` : product.name,
  application: (application: { companyName: string }) => application.companyName,
  message: (message: { name: string; email: string }) => displayName(message),
  invoice: (invoice: { number: string }) => invoice.number,
} satisfies Record<AuditEntity, (record: never) => string>;

type Labeller = (storage: Storage, ids: string[]) => Promise<(string | undefined)[]>;

/** Reads the records of one collection and names each (undefined where missing or unnamed). */
function labelled<T>(collection: Collection<T>, label: (record: T) => string): Labeller {
  return async (storage, ids) =>
    (await collection.on(storage).getMany(ids)).map((record) =>
      record ? label(record) || undefined : undefined,
    );
}

const labelsOf: Record<AuditEntity, Labeller> = {
  user: labelled(users, recordLabel.user),
  order: labelled(orders, recordLabel.order),
  product: labelled(products, recordLabel.product),
  application: labelled(dealerApplications, recordLabel.application),
  message: labelled(contactMessages, recordLabel.message),
  invoice: labelled(invoices, recordLabel.invoice),
};

/**
 * Entries written before `recordLabel` was stored get their label from the record itself:
 * one read per distinct record of the page, and none when every entry has its label.
 */
export async function withRecordLabels(
  storage: Storage,
  entries: AuditEntry[],
): Promise<AuditEntry[]> {
  const missing = new Map<AuditEntity, Set<string>>();
  for (const entry of entries) {
    if (entry.recordLabel) continue;
    missing.set(entry.entity, (missing.get(entry.entity) ?? new Set()).add(entry.entityId));
  }
  if (missing.size === 0) return entries;
  const found = new Map<string, string>();
  await Promise.all(
    [...missing].map(async ([entity, idSet]) => {
      const ids = [...idSet];
      const labels = await labelsOf[entity](storage, ids);
      ids.forEach((id, at) => {
        const label = labels[at];
        if (label) found.set(`${entity}/${id}`, label);
      });
    }),
  );
  return entries.map((entry) => {
    const label = entry.recordLabel ?? found.get(`${entry.entity}/${entry.entityId}`);
    return label ? { ...entry, recordLabel: label } : entry;
  });
}
