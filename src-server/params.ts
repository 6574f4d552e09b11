import { createMiddleware } from 'hono/factory';
import type { ApiError } from './errors';

/** What a document id may look like; anything else cannot exist, so it is "not found". */
export const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function isDocumentId(value: string | undefined): value is string {
  return value !== undefined && DOCUMENT_ID.test(value);
}

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
