import { createMiddleware } from 'hono/factory';
import { isDocumentId } from '@shared/domain/ids';
import type { ApiError } from './errors';

/**
 * Checks the route's id parameters before a handler (and so storage) sees them:
 * `.use('/:id/*', validIds(['id'], apiErrors.notFound))` or per route.
 */
export const validIds = (names: string[], notFound: () => ApiError) =>
  createMiddleware(async (c, next) => {
    for (const name of names) {
      if (!isDocumentId(c.req.param(name))) throw notFound();
    }
    await next();
  });
