import { Hono } from 'hono';
import { discountOf } from '@shared/domain/rules';
import { documentListQuerySchema, priceListQuerySchema } from '@shared/schemas/documents';
import { requireUser } from '../../auth/require-user';
import { createDocumentLibrary } from '../../downloads/library';
import { priceListPdf } from '../../downloads/price-list-pdf';
import { answerCatalogueFile } from '../../catalogue-files/answer';
import { priceListVersion } from '../../catalogue-files/version';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { takeFullPriceListQuota } from '../../quotas';
import { users } from '../../collections/users';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';

/** The downloads library and the personal price list. */
export function documentRoutes(deps: AppDeps) {
  const { storage, auth, clock } = deps;
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
      // Prices depend on the discount alone: one list per discount (and category) per
      // catalogue version, chosen by the reader's own profile, never by the request.
      const discount = discountOf(profile);
      const variant = { discount, category: categorie };
      return answerCatalogueFile(
        c,
        deps,
        {
          key: `prijslijst-korting-${String(discount).replace('.', '_')}-${categorie ?? 'alle'}`,
          version: await priceListVersion(storage),
          extension: 'pdf',
          contentType: 'application/pdf',
          build: () => priceListPdf(storage, variant, clock.now()),
        },
        {
          filename: `prijslijst-warmteportaal${categorie ? `-${categorie}` : ''}.pdf`,
          what: 'De prijslijst',
          contentType: 'application/pdf',
          // The whole catalogue is a heavy document: a few downloads per user per hour.
          ...(categorie
            ? {}
            : { beforeSending: () => takeFullPriceListQuota(storage, clock, user.uid) }),
        },
      );
    });
}
