import { Hono } from 'hono';
import type { HealthAnswer } from '@shared/schemas/health';
import { onlyPresentMembers } from './policy/present-members';
import { limitBody } from './body-limit';
import { compressAnswers } from './compression';
import { cors } from './cors';
import type { AppDeps, AppEnv } from './env';
import { handleError, handleNotFound } from './errors';
import { adminRoutes } from './routes/admin';
import { adminTicketRoutes } from './routes/admin-tickets';
import { businessDetailsRoutes } from './routes/business-details';
import { approvalRoutes } from './routes/approvals';
import { calculatorRoutes } from './routes/calculator';
import { cartRoutes } from './routes/cart';
import { companyRoutes } from './routes/company';
import { clientRoutes } from './routes/clients';
import { installationRoutes } from './routes/installations';
import { worklistRoutes } from './routes/worklist';
import { documentRoutes } from './routes/documents';
import { fileRoutes } from './routes/files';
import { formRoutes } from './routes/forms';
import { invoiceRoutes } from './routes/invoices';
import { orderListRoutes } from './routes/order-lists';
import { customerInvoiceRoutes } from './routes/customer-invoices';
import { offerteLinkRoutes } from './routes/offerte-links';
import { offerteRoutes } from './routes/offertes';
import { orderRoutes } from './routes/orders';
import { meRoutes } from './routes/me';
import { productRoutes } from './routes/products';
import { quickOrderRoutes } from './routes/quick-order';
import { securityHeaders } from './security-headers';
import { createCatalogue, useCatalogue } from './catalogue/catalogue';
import { createStoredOutbox, useOutbox } from './notify/outbox';
import { ticketRoutes } from './routes/tickets';

/** Builds the HTTP API. Everything it touches comes in through `deps`. */
export function createApp(given: AppDeps) {
  const deps: AppDeps = { ...given, auth: onlyPresentMembers(given.auth, given.storage) };
  // One catalogue for every route and use case of this app, on the store's adapters if any.
  const catalogue = createCatalogue(deps.storage, {
    catalogue: deps.catalogue,
    advice: deps.advice,
  });
  useCatalogue(deps.storage, catalogue);
  // Every use case of this app mails through the outbox it was given, or the store's own with
  // the attachments in the app's file port.
  useOutbox(deps.storage, deps.outbox ?? createStoredOutbox(deps));
  const api = new Hono<AppEnv>()
    .use(securityHeaders({ api: true }))
    .use(limitBody)
    .use(compressAnswers)
    .use(
      cors({
        allowedOrigins: deps.allowedOrigins,
        allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
      }),
    )
    .get('/health', (c) =>
      c.json({ ok: true, signIn: deps.signIn?.() ?? 'ready' } satisfies HealthAnswer),
    )
    .route('/me', meRoutes(deps))
    .route('/products', productRoutes(deps, catalogue))
    .route('/files', fileRoutes(deps))
    .route('/cart', cartRoutes(deps))
    .route('/quick-order', quickOrderRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/order-lists', orderListRoutes(deps))
    .route('/invoices', invoiceRoutes(deps))
    .route('/tickets', ticketRoutes(deps))
    .route('/clients', clientRoutes(deps))
    .route('/installations', installationRoutes(deps))
    .route('/worklist', worklistRoutes(deps))
    .route('/documents', documentRoutes(deps))
    .route('/calculator', calculatorRoutes(deps))
    .route('/offertes', offerteRoutes(deps))
    .route('/offerte-links', offerteLinkRoutes(deps))
    .route('/customer-invoices', customerInvoiceRoutes(deps))
    .route('/business-details', businessDetailsRoutes(deps))
    .route('/approvals', approvalRoutes(deps))
    .route('/company', companyRoutes(deps))
    .route('/forms', formRoutes(deps))
    .route('/admin/tickets', adminTicketRoutes(deps))
    .route('/admin', adminRoutes(deps));

  const app = new Hono<AppEnv>().route('/api', api);
  app.onError(handleError);
  app.notFound(handleNotFound);
  api.onError(handleError);
  api.notFound(handleNotFound);
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
