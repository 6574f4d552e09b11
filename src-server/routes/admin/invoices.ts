import { Hono } from 'hono';
import { z } from 'zod';
import {
  invoicePaymentSchema,
  invoiceSearchSchema,
  returnRequestSchema,
  type ReturnAnswer,
} from '@shared/schemas/invoice';
import { pageQuerySchema } from '@shared/schemas/page';
import type { AppDeps, AppEnv } from '../../env';
import { ApiError } from '../../errors';
import { announceInvoiceDocument } from '../../invoices/announce';
import { pdfResponse, ublResponse } from '../../invoices/downloads';
import { adminInvoicePage, anyInvoice, documentsOfOrder } from '../../invoices/invoice-list';
import { openTotalOfCompany } from '../../invoices/open-items';
import { markInvoicePaid } from '../../invoices/payments';
import { registerReturn } from '../../invoices/returns';
import { invoiceDeliveredOrder } from '../../invoices/issue-invoice';
import { validate } from '../../validate';
import { actorOf, idParam } from './guard';

const companyQuery = z.object({
  bedrijf: z
    .string({ error: 'Kies een bedrijf.' })
    .pipe(invoiceSearchSchema.shape.bedrijf.unwrap()),
});

/**
 * Every invoice and credit note, searchable by number and customer, or those of one company
 * (`bedrijf`) with what it still owes; an invoice's payment is recorded with its day.
 */
export function adminInvoiceRoutes({ storage, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', invoiceSearchSchema.extend(pageQuerySchema.shape)), async (c) => {
      const { q, bedrijf, limit, cursor } = c.req.valid('query');
      return c.json(await adminInvoicePage(storage, { q, companyId: bedrijf }, { limit, cursor }));
    })
    .get('/open', validate('query', companyQuery), async (c) =>
      c.json(await openTotalOfCompany(storage, c.req.valid('query').bedrijf)),
    )
    .post('/:id/payment', validate('json', invoicePaymentSchema), async (c) =>
      c.json(
        await markInvoicePaid(storage, clock, actorOf(c), idParam(c), c.req.valid('json').paidOn),
      ),
    )
    .get('/:id', async (c) => c.json(await anyInvoice(storage, idParam(c))))
    .get('/:id/pdf', async (c) => pdfResponse(c, await anyInvoice(storage, idParam(c))))
    .get('/:id/ubl', async (c) => ublResponse(c, await anyInvoice(storage, idParam(c))));
}

/**
 * An order's invoice and credit notes; a return makes a credit note per invoice that billed the
 * returned units, and answers the first with all of them in `creditNotes`.
 */
export function adminOrderInvoiceRoutes({ storage, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/:id/invoices', async (c) =>
      c.json({ items: await documentsOfOrder(storage, idParam(c)) }),
    )
    .post('/:id/invoice', async (c) =>
      c.json(await invoiceDeliveredOrder(storage, clock, idParam(c)), 201),
    )
    .post('/:id/returns', validate('json', returnRequestSchema), async (c) => {
      const id = idParam(c);
      const [first, ...more] = await registerReturn(
        storage,
        clock,
        actorOf(c),
        id,
        c.req.valid('json'),
      );
      if (!first) throw new ApiError(409, 'niets_retour', 'Deze retour maakte geen creditfactuur.');
      for (const credit of [first, ...more])
        await announceInvoiceDocument({ storage, clock }, credit);
      const answer: ReturnAnswer = { ...first, creditNotes: [first, ...more] };
      return c.json(answer, 201);
    });
}
