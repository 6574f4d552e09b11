import { Hono } from 'hono';
import { z } from 'zod';
import {
  adminProductQuerySchema,
  archiveSchema,
  importRequestSchema,
  productInputSchema,
} from '@shared/schemas/admin/products';
import { exportProducts, importProducts, previewImport } from '../../catalogue/product-csv';
import { answerCatalogueFile } from '../../catalogue-files/answer';
import { gzipped } from '../../catalogue-files/gzip';
import { exportVersion } from '../../catalogue-files/version';
import {
  createProduct,
  getProduct,
  listProducts,
  setArchived,
  updateProduct,
} from '../../catalogue/admin-products';
import { MAX_UPLOAD_BYTES, storeUpload, uploadTooLarge } from '../../uploads/uploads';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';
import { filtersAndPage, listQuery } from '../paged';
import { actorOf, idParam } from './guard';

const uploadKind = z.object({
  soort: z.enum(['afbeelding', 'document'], { error: 'Kies afbeelding of document.' }),
});

export function adminProductRoutes(deps: AppDeps) {
  const { storage, files, clock } = deps;
  return new Hono<AppEnv>()
    .get('/', listQuery(adminProductQuerySchema), async (c) =>
      c.json(await listProducts(storage, ...filtersAndPage(c.req.valid('query')))),
    )
    .post('/', validate('json', productInputSchema), async (c) =>
      c.json(await createProduct(storage, clock, actorOf(c), c.req.valid('json')), 201),
    )
    .get('/export', async (c) =>
      answerCatalogueFile(
        c,
        deps,
        {
          key: 'export-producten',
          version: await exportVersion(storage),
          extension: 'csv.gz',
          contentType: 'application/gzip',
          // Gzipped once while it is made: sent as it is to every client that accepts gzip.
          build: () => gzipped(exportProducts(storage)),
        },
        { filename: 'producten.csv', what: 'De export', contentType: 'text/csv; charset=utf-8' },
      ),
    )
    .post('/import/preview', validate('json', importRequestSchema), async (c) =>
      c.json(await previewImport(storage, c.req.valid('json').csv)),
    )
    .post('/import', validate('json', importRequestSchema), async (c) =>
      c.json(await importProducts(storage, clock, actorOf(c), c.req.valid('json').csv)),
    )
    .post('/files', validate('query', uploadKind), async (c) => {
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_UPLOAD_BYTES + 1024) throw uploadTooLarge();
      const { url, contentType } = await storeUpload(
        files,
        c.req.raw.body,
        c.req.valid('query').soort,
      );
      return c.json({ url, contentType }, 201);
    })
    .get('/:id', async (c) => c.json(await getProduct(storage, idParam(c))))
    .put('/:id', validate('json', productInputSchema), async (c) =>
      c.json(await updateProduct(storage, clock, actorOf(c), idParam(c), c.req.valid('json'))),
    )
    .patch('/:id/archief', validate('json', archiveSchema), async (c) =>
      c.json(
        await setArchived(storage, clock, actorOf(c), idParam(c), c.req.valid('json').archived),
      ),
    );
}
