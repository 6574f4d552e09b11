import { createMiddleware } from 'hono/factory';
import type { CompanyAction } from '@shared/domain/company';
import type { AppEnv } from '../auth/app-env';
import type { Storage } from '../storage/port';
import { assertMayDo, memberOf } from './access';

/**
 * The role check for a route whose service has no record to check it on (a cart priced, an
 * offerte drawn): the member's role must allow `action`. Goes after `requireUser`.
 */
export function requireMayDo(storage: Storage, action: CompanyAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertMayDo(await memberOf(storage, c.get('user').uid), action);
    await next();
  });
}
