/** The back-office's resources under `/api/admin/`. */
export type AdminResource =
  | 'orders'
  | 'products'
  | 'users'
  | 'applications'
  | 'messages'
  | 'mail/outbox'
  | 'mail/received'
  | 'invoices'
  | 'companies';

/** Query keys of the back-office; after a change every key under `all` refreshes. */
export const adminKeys = {
  all: ['beheer'] as const,
  list: (resource: AdminResource, filters: object) =>
    ['beheer', resource, 'lijst', filters] as const,
  one: (resource: AdminResource, id: string) => ['beheer', resource, id] as const,
  userPoints: (id: string) => ['beheer', 'users', id, 'punten'] as const,
  audit: (entity: string, id: string) => ['beheer', 'logboek', entity, id] as const,
};

/** `/api/admin/<resource>/<id>`, the id encoded. */
export const adminPath = (resource: AdminResource | 'audit', id?: string): string =>
  `/api/admin/${resource}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
