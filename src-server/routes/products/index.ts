import { Hono } from 'hono';
import { productListQuerySchema } from '@shared/schemas/product';
import type { AppDeps, AppEnv } from '../../env';
import { acceptsGzip, COMPRESS_MIN_BYTES } from '../../compression';
import { apiErrors } from '../../errors';
import { products } from '../../collections/products';
import type { Catalogue } from '../../catalogue/catalogue';
import { audienceOf, publicProduct } from '../../catalogue/trade-view';
import { validate } from '../../validate';

/**
 * Public catalogue reads: anyone may see products and their advice prices; the trade price
 * only goes to signed-in users with a profile. The answer depends on the token: `Vary`.
 */
export function productRoutes({ storage, auth }: AppDeps, catalogue: Catalogue) {
  return new Hono<AppEnv>()
    .get('/', validate('query', productListQuerySchema), async (c) => {
      // Already JSON: the catalogue keeps popular pages as text, per audience.
      const audience = await audienceOf(c, auth, storage);
      const answer = await catalogue.listAnswer(c.req.valid('query'), audience);
      const headers = {
        'content-type': 'application/json; charset=utf-8',
        vary: 'Authorization, Accept-Encoding',
      };
      // Kept compressed with the answer: a popular page is gzipped once, not per request.
      if (answer.body.byteLength < COMPRESS_MIN_BYTES || !acceptsGzip(c))
        return c.body(answer.body, 200, headers);
      return c.body(await answer.gzipped(), 200, { ...headers, 'content-encoding': 'gzip' });
    })
    .get('/:id', async (c) => {
      const product = await products.on(storage).get(c.req.param('id'));
      // Archived products have left the public catalogue.
      if (!product || product.archived) throw apiErrors.productNotFound();
      const audience = await audienceOf(c, auth, storage);
      c.header('vary', 'Authorization');
      return c.json(audience === 'trade' ? product : publicProduct(product));
    });
}
