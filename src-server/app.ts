import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppDeps, AppEnv } from './env';
import { handleError, handleNotFound } from './errors';
import { adminRoutes } from './routes/admin';
import { cartRoutes } from './routes/cart';
import { fileRoutes } from './routes/files';
import { formRoutes } from './routes/forms';
import { orderRoutes } from './routes/orders';
import { meRoutes } from './routes/me';
import { productRoutes } from './routes/products';

/** Builds the HTTP API. Everything it touches comes in through `deps`. */
export function createApp(deps: AppDeps) {
  const api = new Hono<AppEnv>()
    .use(
      cors({
        origin: (origin) => (deps.allowedOrigins.includes(origin) ? origin : null),
        allowHeaders: ['authorization', 'content-type', 'idempotency-key'],
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        maxAge: 600,
      }),
    )
    .get('/health', (c) => c.json({ ok: true }))
    .route('/me', meRoutes(deps))
    .route('/products', productRoutes(deps))
    .route('/files', fileRoutes(deps))
    .route('/cart', cartRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/forms', formRoutes(deps))
    .route('/admin', adminRoutes(deps));

  const app = new Hono<AppEnv>().route('/api', api);
  app.onError(handleError);
  app.notFound(handleNotFound);
  api.onError(handleError);
  api.notFound(handleNotFound);
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
