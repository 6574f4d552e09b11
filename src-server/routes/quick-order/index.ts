import { Hono } from 'hono';
import { quickOrderRequestSchema } from '@shared/schemas/quick-order';
import { requireProfile } from '../../auth/require-profile';
import { requireUser } from '../../auth/require-user';
import type { AppDeps, AppEnv } from '../../env';
import { resolveCodes } from '../../shop/quick-order';
import { validate } from '../../validate';

/** Quick order: the products behind a list of article codes, at the user's trade prices. */
export function quickOrderRoutes({ storage, auth }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .use(requireProfile(storage))
    .post('/resolve', validate('json', quickOrderRequestSchema), async (c) =>
      c.json(await resolveCodes(storage, c.req.valid('json').codes)),
    );
}
