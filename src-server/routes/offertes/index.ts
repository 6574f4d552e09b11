import { Hono } from 'hono';
import {
  createOfferteSchema,
  offerteListQuerySchema,
  saveOfferteSchema,
} from '@shared/schemas/offerte';
import { requireProfile } from '../../auth/require-profile';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
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
import { numberedPdfAnswer } from '../pdf-answer';
import { filtersAndPage, listQuery } from '../paged';

/**
 * The company's offertes: list, create, edit (new version once sent), send, PDF, order, and a
 * bestellijst made from an accepted one.
 */
export function offerteRoutes({ storage, files, auth, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireProfile(storage))
    .use('/:id/*', validIds(['id'], apiErrors.notFound))
    .get('/', listQuery(offerteListQuerySchema), async (c) => {
      const [filter, page] = filtersAndPage(c.req.valid('query'));
      return c.json(await offertesOf(storage, clock, c.get('user').uid, filter, page));
    })
    .get('/nieuws', async (c) => c.json(await offerteNews(storage, c.get('user').uid)))
    .get('/productregel/:productId', validIds(['productId'], apiErrors.notFound), async (c) =>
      c.json(await productLineFor(storage, c.get('user').uid, c.req.param('productId'))),
    )
    .post('/', validate('json', createOfferteSchema), async (c) => {
      await takeDailyQuota(storage, clock, c.get('user').uid, 'offertes');
      return c.json(
        await createOfferte(storage, clock, c.get('user').uid, c.req.valid('json')),
        201,
      );
    })
    .get('/:id', validIds(['id'], apiErrors.notFound), async (c) =>
      c.json(await offerteOf(storage, clock, c.get('user').uid, c.req.param('id'))),
    )
    .put(
      '/:id',
      validIds(['id'], apiErrors.notFound),
      validate('json', saveOfferteSchema),
      async (c) =>
        c.json(
          await updateOfferte(
            storage,
            clock,
            c.get('user').uid,
            c.req.param('id'),
            c.req.valid('json'),
          ),
        ),
    )
    .post('/:id/versturen', async (c) =>
      c.json(await sendOfferte(storage, files, clock, c.get('user').uid, c.req.param('id'))),
    )
    .delete('/:id/link', async (c) =>
      c.json(await revokeLinks(storage, clock, c.get('user').uid, c.req.param('id'))),
    )
    .get('/:id/bestellen', async (c) =>
      c.json(await offerteOrderLines(storage, clock, c.get('user').uid, c.req.param('id'))),
    )
    .post('/:id/bestellijst', async (c) => {
      await takeDailyQuota(storage, clock, c.get('user').uid, 'orderLists');
      return c.json(
        await orderListFromOfferte(storage, clock, c.get('user').uid, c.req.param('id')),
        201,
      );
    })
    .get('/:id/pdf', async (c) =>
      numberedPdfAnswer(
        c,
        await offertePdfOf(storage, files, clock, c.get('user').uid, c.req.param('id')),
      ),
    );
}
