import type { ClientSource } from '@/components/client-picker';
import { clientListItemSchema } from '@shared/schemas/clients';
import { pageSchema } from '@shared/schemas/page';

/**
 * The user's own clients for the calculation's `Klant` picker, searched on the server. By name
 * only: the calculator's side panel is narrow, and a name is what the saved list shows too.
 */
export const calculatorClients = {
  path: '/api/clients',
  schema: pageSchema(clientListItemSchema.pick({ id: true, name: true })),
  queryKey: (q: string) => ['calculator', 'clients', q],
} satisfies ClientSource;
