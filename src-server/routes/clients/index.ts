import {
  clientInputSchema,
  clientListQuerySchema,
  installationInputSchema,
} from '@shared/schemas/clients';
import { pageQuerySchema } from '@shared/schemas/page';
import { uidOf } from '../../auth/require-user';
import { ordersOfClient } from '../../clients/client-orders';
import {
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from '../../clients/clients';
import {
  addInstallation,
  removeInstallation,
  updateInstallation,
} from '../../clients/installations';
import type { AppDeps } from '../../env';
import { takeDailyQuota } from '../../quotas';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';

/** The signed-in user's own clients and their installations. */
export function clientRoutes({ storage, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth })
    .get('/', validate('query', pageQuerySchema.extend(clientListQuerySchema.shape)), async (c) => {
      const { q, ...page } = c.req.valid('query');
      return c.json(await listClients(storage, clock, uidOf(c), q, page));
    })
    .post('/', validate('json', clientInputSchema), async (c) => {
      await takeDailyQuota(storage, clock, uidOf(c), 'clients');
      return c.json(await createClient(storage, clock, uidOf(c), c.req.valid('json')), 201);
    })
    .get('/:id', async (c) => c.json(await getClient(storage, clock, uidOf(c), c.req.param('id'))))
    .put('/:id', validate('json', clientInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await updateClient(storage, clock, uidOf(c), c.req.param('id'), input));
    })
    .delete('/:id', async (c) => {
      await deleteClient(storage, uidOf(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/orders', validate('query', pageQuerySchema), async (c) =>
      c.json(await ordersOfClient(storage, uidOf(c), c.req.param('id'), c.req.valid('query'))),
    )
    .post('/:id/installations', validate('json', installationInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(await addInstallation(storage, clock, uidOf(c), c.req.param('id'), input), 201);
    })
    .put(
      '/:id/installations/:installationId',
      validate('json', installationInputSchema),
      async (c) => {
        const { id, installationId } = c.req.param();
        const input = c.req.valid('json');
        return c.json(
          await updateInstallation(storage, clock, uidOf(c), id, installationId, input),
        );
      },
    )
    .delete('/:id/installations/:installationId', async (c) => {
      const { id, installationId } = c.req.param();
      return c.json(await removeInstallation(storage, clock, uidOf(c), id, installationId));
    });
}
