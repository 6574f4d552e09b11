import { pagedQuery } from '@/lib/api-query';
import { auditEntrySchema, type AuditEntity } from '@shared/schemas/admin/audit';
import { pageSchema } from '@shared/schemas/page';
import { adminKeys, adminPath } from './keys';

const page = pageSchema(auditEntrySchema);

/** The audit log of one object, newest first. */
export const auditQuery = (entity: AuditEntity, id: string) =>
  pagedQuery({
    queryKey: adminKeys.audit(entity, id),
    path: adminPath('audit'),
    schema: page,
    filters: { entity, id, limit: '20' },
  });

/** `/beheer/logboek`: every change, newest first, of one kind (`soort`) and by one actor (`door`). */
export const auditListQuery = (filters: { soort?: string; door?: string }) =>
  pagedQuery({
    queryKey: adminKeys.audit('alle', JSON.stringify(filters)),
    path: `${adminPath('audit')}/all`,
    schema: page,
    filters,
  });
