import { z } from 'zod';
import { textFields } from '../answer-fields';
import { documentIdSchema } from '../document-id';

/** What the back-office changed, field by field (docs/domain-rules.md, "Back-office"). */
export const auditChangeSchema = z.object({
  ...textFields('field', 'before', 'after'),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const AUDIT_ENTITIES = [
  'product',
  'user',
  'order',
  'invoice',
  'application',
  'message',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  ...textFields('entityId', 'action', 'actorId', 'actorEmail'),
  changes: z.array(auditChangeSchema),
  at: z.string(),
  /** The record as people know it (a name, an order number); missing on older entries. */
  recordLabel: z.string().optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: 'Onbekend soort gegevens.' }),
  id: documentIdSchema('Ongeldige verwijzing.'),
});

/**
 * A CSV import is one entry for many products: its id starts with `import_`, which no product
 * id has (those are lower case, digits and hyphens), so the log links it to the product list.
 * Entries written before used `import-` and eight hex digits.
 */
export const CSV_IMPORT_ID_PREFIX = 'import_';

/** Whether an entry is a CSV import of products rather than a change to one product. */
export function isCsvImportEntry(entry: { entity: AuditEntity; entityId: string }): boolean {
  return (
    entry.entity === 'product' &&
    (entry.entityId.startsWith(CSV_IMPORT_ID_PREFIX) || /^import-[0-9a-f]{8}$/.test(entry.entityId))
  );
}

/** The actor id of changes the portal makes by itself (no admin did them). */
export const SYSTEM_ACTOR_ID = 'systeem';

/** Dutch names of the kinds of records the log covers, for the `Soort` filter and the list. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  order: 'Bestelling',
  invoice: 'Factuur',
  product: 'Product',
  user: 'Gebruiker',
  application: 'Dealeraanvraag',
  message: 'Bericht',
};

/** `/beheer/logboek`: every change, newest first, by kind (`soort`) and by who (`door`). */
export const auditListQuerySchema = z.object({
  soort: z.enum(AUDIT_ENTITIES, { error: 'Onbekend soort gegevens.' }).optional(),
  door: documentIdSchema('Onbekende beheerder.').optional(),
});
