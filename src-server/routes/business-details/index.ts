import { businessDetailsInputSchema } from '@shared/schemas/business-details';

import type { AppDeps } from '../../env';
import {
  businessDetailsOf,
  replaceLogo,
  updateBusinessDetails,
} from '../../offertes/business-details';
import { logoTooLarge } from '../../uploads/uploads';
import { MAX_LOGO_BYTES } from '@shared/schemas/business-details';
import { validate } from '../../validate';
import { memberRoutes } from '../member-routes';

/** The company's details for its offertes (`Bedrijfsgegevens` in Settings) and its logo. */
export function businessDetailsRoutes({ storage, files, auth, clock }: AppDeps) {
  return memberRoutes({ storage, auth })
    .get('/', async (c) => c.json(await businessDetailsOf(storage, c.get('user').uid)))
    .put('/', validate('json', businessDetailsInputSchema), async (c) =>
      c.json(await updateBusinessDetails(storage, clock, c.get('user').uid, c.req.valid('json'))),
    )
    .put('/logo', async (c) => {
      const length = Number(c.req.header('content-length') ?? 0);
      if (length > MAX_LOGO_BYTES) throw logoTooLarge();
      return c.json(await replaceLogo(storage, files, clock, c.get('user').uid, c.req.raw.body));
    });
}
