import { Hono, type Context } from 'hono';
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
  /** Counts a submission (a honeypot's too), stores it unless a bot filled it, and thanks. */
  async function receive(
    c: Context<AppEnv>,
    form: { counted: string; stored: 'application' | 'message'; thanks: string },
    input: Parameters<typeof storeSubmission>[3],
  ) {
    const bot = Boolean(input.website);
    await countSubmission(storage, clock, form.counted, clientAddress(c, behindProxy), { bot });
    if (!bot) await storeSubmission(storage, clock, form.stored, input);
    return c.json({ message: form.thanks }, 201);
  }
  const application = {
    counted: 'dealer',
    stored: 'application',
    thanks: APPLICATION_RECEIVED,
  } as const;
  const message = { counted: 'contact', stored: 'message', thanks: MESSAGE_RECEIVED } as const;
  return new Hono<AppEnv>()
    .post('/dealer-application', validate('json', dealerApplicationInputSchema), (c) =>
      receive(c, application, c.req.valid('json')),
    )
    .post('/contact', validate('json', contactMessageInputSchema), (c) =>
      receive(c, message, c.req.valid('json')),
    );
}
