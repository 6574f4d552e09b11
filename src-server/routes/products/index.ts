import { Hono } from 'hono';
import { z } from 'zod';
import { productListQuerySchema } from '@shared/schemas/product';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { COLLECTIONS, toProduct } from '../../records';
import { catalogueOf } from '../../shop/catalogue';
import { validate } from '../../validate';

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) });

/** Public catalogue reads: anyone may see products and their advisory prices. */
export function productRoutes({ storage }: AppDeps) {
  const catalogue = catalogueOf(storage);
  return new Hono<AppEnv>()
    .get('/', validate('query', productListQuerySchema), async (c) => {
      // Already JSON: the catalogue keeps popular pages as text.
      const body = await catalogue.listJson(c.req.valid('query'));
      return c.body(body, 200, { 'content-type': 'application/json; charset=utf-8' });
    })
    .get('/:id', async (c) => {
      const parsed = idParam.safeParse({ id: c.req.param('id') });
      if (!parsed.success) throw apiErrors.productNotFound();
      const data = await storage.get(COLLECTIONS.products, parsed.data.id);
      // Archived products have left the public catalogue.
      if (!data || data.archived === true) throw apiErrors.productNotFound();
      return c.json(toProduct(parsed.data.id, data));
    });
}
