import { Hono } from 'hono';
import { z } from 'zod';
import { pageQuerySchema } from '@shared/schemas/page';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { pdfResponse, ublResponse } from '../../invoices/downloads';
import {
  companyDocumentsOfOrder,
  invoiceNotFound,
  invoiceOf,
  invoicePageOf,
  openTotalOfMember,
} from '../../invoices/invoice-list';
import { validIds } from '../../params';
import { validate } from '../../validate';

const orderIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'Onbekende bestelling.' });

/** The invoices and credit notes of the member's company; another company's are not found. */
export function invoiceRoutes({ storage, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(await invoicePageOf(storage, c.get('user').uid, c.req.valid('query'))),
    )
    .get('/open', async (c) => c.json(await openTotalOfMember(storage, c.get('user').uid)))
    .get('/order/:orderId', async (c) => {
      const orderId = orderIdSchema.safeParse(c.req.param('orderId'));
      if (!orderId.success) return c.json({ items: [] });
      return c.json({
        items: await companyDocumentsOfOrder(storage, c.get('user').uid, orderId.data),
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
