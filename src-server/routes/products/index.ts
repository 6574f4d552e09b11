import { Hono } from 'hono';
import { productListQuerySchema } from '@shared/schemas/product';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { products } from '../../collections/products';
import { catalogueOf } from '../../shop/catalogue';
import { validate } from '../../validate';

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
      const product = await products.on(storage).get(c.req.param('id'));
      // Archived products have left the public catalogue.
      if (!product || product.archived) throw apiErrors.productNotFound();
      return c.json(product);
    });
}
