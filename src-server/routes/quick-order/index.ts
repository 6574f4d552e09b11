import { quickOrderRequestSchema } from '@shared/schemas/quick-order';

import type { AppDeps } from '../../env';
import { resolveCodes } from '../../catalogue/quick-order';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';

/** Quick order: the products behind a list of article codes, at the user's trade prices. */
export function quickOrderRoutes({ storage, auth }: AppDeps) {
  return memberRoutes({ storage, auth }).post(
    '/resolve',
    validate('json', quickOrderRequestSchema),
    async (c) => c.json(await resolveCodes(storage, c.req.valid('json').codes)),
  );
}
