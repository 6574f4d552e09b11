import { z } from 'zod';
import { AUDIT_ENTITIES, auditChangeSchema } from '@shared/schemas/admin/audit';
import { defineCollection, storedDate } from './collection';

/** auditLog/{id}: one back-office change, who made it and when, field by field. */
export const auditLog = defineCollection({
  name: 'auditLog',
  schema: z.object({
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.string(),
    action: z.string(),
    actorId: z.string(),
    actorEmail: z.string(),
    changes: z.array(auditChangeSchema).default([]),
    at: storedDate,
    /** The record's name when the entry was written (see src-server/audit/record-label.ts). */
    recordLabel: z.string().optional(),
  }),
});
