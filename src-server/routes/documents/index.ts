import { Hono } from 'hono';
import { discountOf } from '@shared/domain/rules';
import { documentListQuerySchema, priceListQuerySchema } from '@shared/schemas/documents';
import { requireUser } from '../../auth/require-user';
import { createDocumentLibrary } from '../../downloads/library';
import { priceListPdf, priceListProducts } from '../../downloads/price-list-pdf';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { takeFullPriceListQuota } from '../../quotas';
import { users } from '../../collections/users';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';

/** The downloads library and the personal price list. */
export function documentRoutes({ storage, auth, clock }: AppDeps) {
  const library = createDocumentLibrary(storage, clock);
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', listQuery(documentListQuerySchema), async (c) =>
      c.json(await library.list(...filtersAndPage(c.req.valid('query')))),
    )
    .get('/prijslijst.pdf', validate('query', priceListQuerySchema), async (c) => {
      const { categorie } = c.req.valid('query');
      const user = c.get('user');
      const profile = await users.on(storage).get(user.uid);
      if (!profile) throw apiErrors.profileNotFound();
      // The whole catalogue is a heavy document: a few per user per hour.
      if (!categorie) await takeFullPriceListQuota(storage, clock, user.uid);
      const products = await priceListProducts(storage, categorie);
      const name =
        [profile.company, [profile.firstName, profile.lastName].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ') || user.email;
      const discount = discountOf(profile);
      const pdf = await priceListPdf(
        products,
        { name, discount, ...(categorie ? { category: categorie } : {}) },
        clock.now(),
      );
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="prijslijst-warmteportaal${categorie ? `-${categorie}` : ''}.pdf"`,
        'cache-control': 'private, no-store',
      });
    });
}
