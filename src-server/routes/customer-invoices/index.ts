import { z } from 'zod';
import {
  createCustomerInvoiceSchema,
  customerInvoiceListQuerySchema,
  markCustomerInvoicePaidSchema,
} from '@shared/schemas/customer-invoice';
import { documentIdSchema } from '@shared/schemas/document-id';
import { uidOf } from '../../auth/require-user';
import {
  customerInvoiceOf,
  customerInvoicePdfOf,
  customerInvoicesOf,
  markCustomerInvoicePaid,
  openCustomerItems,
} from '../../customer-invoices/customer-invoices';
import { issueCustomerInvoice } from '../../customer-invoices/issue-customer-invoice';
import type { AppDeps } from '../../env';
import { apiErrors } from '../../errors';
import { validIds } from '../../params';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';
import { numberedPdfAnswer } from '../pdf-answer';
import { filtersAndPage, listQuery } from '../paged';

const openQuerySchema = z.object({
  clientId: documentIdSchema('Deze klant bestaat niet.').optional(),
});

/**
 * The firm's own invoices to its clients (`Facturen aan klant`): list, open items, make
 * (deposit, final, credit), open, PDF, mark paid. Another firm's id is a plain 404.
 */
export function customerInvoiceRoutes({ storage, files, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth })
    .use('/:id/*', validIds(['id'], apiErrors.notFound))
    .get('/', listQuery(customerInvoiceListQuerySchema), async (c) => {
      const [filter, page] = filtersAndPage(c.req.valid('query'));
      return c.json(await customerInvoicesOf(storage, uidOf(c), filter, page));
    })
    .get('/openstaand', validate('query', openQuerySchema), async (c) =>
      c.json(await openCustomerItems(storage, uidOf(c), c.req.valid('query').clientId)),
    )
    .post('/', validate('json', createCustomerInvoiceSchema), async (c) => {
      const uid = uidOf(c);
      return c.json(
        await issueCustomerInvoice(storage, files, clock, uid, c.req.valid('json')),
        201,
      );
    })
    .get('/:id', validIds(['id'], apiErrors.notFound), async (c) =>
      c.json(await customerInvoiceOf(storage, uidOf(c), c.req.param('id'))),
    )
    .post('/:id/betaald', validate('json', markCustomerInvoicePaidSchema), async (c) =>
      c.json(
        await markCustomerInvoicePaid(
          storage,
          clock,
          uidOf(c),
          c.req.param('id'),
          c.req.valid('json').paidOn,
        ),
      ),
    )
    .get('/:id/pdf', async (c) =>
      numberedPdfAnswer(c, await customerInvoicePdfOf(storage, files, uidOf(c), c.req.param('id'))),
    );
}
