import { Hono } from 'hono';
import { z } from 'zod';
import { pageQuerySchema } from '@shared/schemas/page';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { pdfResponse, ublResponse } from '../../invoices/downloads';
import {
  documentsOfOrder,
  invoiceNotFound,
  invoiceOf,
  invoicePageOf,
} from '../../invoices/invoice-list';
import { publicInvoice } from '../../collections/invoices';
import { validIds } from '../../params';
import { validate } from '../../validate';

const orderIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'Onbekende bestelling.' });

/** The signed-in user's own invoices and credit notes; anyone else's are not found. */
export function invoiceRoutes({ storage, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(await invoicePageOf(storage, c.get('user').uid, c.req.valid('query'))),
    )
    .get('/order/:orderId', async (c) => {
      const orderId = orderIdSchema.safeParse(c.req.param('orderId'));
      if (!orderId.success) return c.json({ items: [] });
      const uid = c.get('user').uid;
      const found = await documentsOfOrder(storage, orderId.data);
      return c.json({
        items: found.filter((doc) => doc.userId === uid).map((doc) => publicInvoice(doc)),
      });
    })
    .get('/:id', validIds(['id'], invoiceNotFound), async (c) =>
      c.json(await invoiceOf(storage, c.get('user').uid, c.req.param('id'))),
    )
    .get('/:id/pdf', validIds(['id'], invoiceNotFound), async (c) =>
      pdfResponse(c, await invoiceOf(storage, c.get('user').uid, c.req.param('id'))),
    )
    .get('/:id/ubl', validIds(['id'], invoiceNotFound), async (c) =>
      ublResponse(c, await invoiceOf(storage, c.get('user').uid, c.req.param('id'))),
    );
}
