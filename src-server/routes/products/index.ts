import { Hono } from 'hono';
import { z } from 'zod';
import { productListQuerySchema, type ProductList } from '@shared/schemas/product';
import type { AppDeps, AppEnv } from '../../env';
import { apiErrors } from '../../errors';
import { COLLECTIONS, toProduct } from '../../records';
import { createCatalogue } from '../../shop/catalogue';
import { validate } from '../../validate';

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/) });

/** Public catalogue reads: anyone may see products and their advisory prices. */
export function productRoutes({ storage, clock }: AppDeps) {
  const catalogue = createCatalogue(storage, clock);
  return new Hono<AppEnv>()
    .get('/', validate('query', productListQuerySchema), async (c) => {
      const body: ProductList = await catalogue.list(c.req.valid('query'));
      return c.json(body);
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
