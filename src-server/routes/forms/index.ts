import { Hono } from 'hono';
import {
  APPLICATION_RECEIVED,
  contactMessageInputSchema,
  dealerApplicationInputSchema,
  MESSAGE_RECEIVED,
} from '@shared/forms/public-forms';
import { storeSubmission } from '../../admin/inbox';
import { countSubmission } from '../../admin/rate-limit';
import { clientAddress } from '../../client-address';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';

/**
 * The public forms. A filled-in honeypot gets the same friendly answer but nothing is stored;
 * the answer never depends on whether the e-mail address has an account.
 */
export function formRoutes({ storage, clock, behindProxy }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/dealer-application', validate('json', dealerApplicationInputSchema), async (c) => {
      const input = c.req.valid('json');
      await countSubmission(storage, clock, 'dealer', clientAddress(c, behindProxy), {
        bot: Boolean(input.website),
      });
      if (!input.website) await storeSubmission(storage, clock, 'application', input);
      return c.json({ message: APPLICATION_RECEIVED }, 201);
    })
    .post('/contact', validate('json', contactMessageInputSchema), async (c) => {
      const input = c.req.valid('json');
      await countSubmission(storage, clock, 'contact', clientAddress(c, behindProxy), {
        bot: Boolean(input.website),
      });
      if (!input.website) await storeSubmission(storage, clock, 'message', input);
      return c.json({ message: MESSAGE_RECEIVED }, 201);
    });
}
