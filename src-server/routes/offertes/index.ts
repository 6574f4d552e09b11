import {
  createOfferteSchema,
  offerteListQuerySchema,
  saveOfferteSchema,
} from '@shared/schemas/offerte';
import { uidOf } from '../../auth/require-user';
import type { AppDeps } from '../../env';
import { apiErrors } from '../../errors';
import { createOfferte } from '../../offertes/create-offerte';
import {
  offerteNews,
  offerteOf,
  offerteOrderLines,
  offertePdfOf,
  offertesOf,
  updateOfferte,
} from '../../offertes/offertes';
import { productLineFor } from '../../offertes/product-line';
import { orderListFromOfferte } from '../../order-lists/from-offerte';
import { revokeLinks, sendOfferte } from '../../offertes/send-offerte';
import { validIds } from '../../params';
import { takeDailyQuota } from '../../quotas';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';
import { numberedPdfAnswer } from '../pdf-answer';
import { filtersAndPage, listQuery } from '../paged';

/**
 * The company's offertes: list, create, edit (new version once sent), send, PDF, order, and a
 * bestellijst made from an accepted one.
 */
export function offerteRoutes({ storage, files, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth })
    .use('/:id/*', validIds(['id'], apiErrors.notFound))
    .get('/', listQuery(offerteListQuerySchema), async (c) => {
      const [filter, page] = filtersAndPage(c.req.valid('query'));
      return c.json(await offertesOf(storage, clock, uidOf(c), filter, page));
    })
    .get('/nieuws', async (c) => c.json(await offerteNews(storage, uidOf(c))))
    .get('/productregel/:productId', validIds(['productId'], apiErrors.notFound), async (c) =>
      c.json(await productLineFor(storage, uidOf(c), c.req.param('productId'))),
    )
    .post('/', validate('json', createOfferteSchema), async (c) => {
      await takeDailyQuota(storage, clock, uidOf(c), 'offertes');
      return c.json(await createOfferte(storage, clock, uidOf(c), c.req.valid('json')), 201);
    })
    .get('/:id', validIds(['id'], apiErrors.notFound), async (c) =>
      c.json(await offerteOf(storage, clock, uidOf(c), c.req.param('id'))),
    )
    .put(
      '/:id',
      validIds(['id'], apiErrors.notFound),
      validate('json', saveOfferteSchema),
      async (c) =>
        c.json(
          await updateOfferte(storage, clock, uidOf(c), c.req.param('id'), c.req.valid('json')),
        ),
    )
    .post('/:id/versturen', async (c) =>
      c.json(await sendOfferte(storage, files, clock, uidOf(c), c.req.param('id'))),
    )
    .delete('/:id/link', async (c) =>
      c.json(await revokeLinks(storage, clock, uidOf(c), c.req.param('id'))),
    )
    .get('/:id/bestellen', async (c) =>
      c.json(await offerteOrderLines(storage, clock, uidOf(c), c.req.param('id'))),
    )
    .post('/:id/bestellijst', async (c) => {
      await takeDailyQuota(storage, clock, uidOf(c), 'orderLists');
      return c.json(await orderListFromOfferte(storage, clock, uidOf(c), c.req.param('id')), 201);
    })
    .get('/:id/pdf', async (c) =>
      numberedPdfAnswer(c, await offertePdfOf(storage, files, clock, uidOf(c), c.req.param('id'))),
    );
}
