import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  APPLICATION_RECEIVED,
  contactMessageInputSchema,
  dealerApplicationInputSchema,
  MESSAGE_RECEIVED,
} from '@shared/forms/public-forms';
import { storeSubmission } from '../../admin/inbox';
import { countSubmission } from '../../admin/rate-limit';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';

/**
 * The client's address: from the CDN's headers behind Firebase Hosting, else as the socket sees
 * it. Requests without either share one bucket.
 */
function clientAddress(c: Context<AppEnv>, behindProxy: AppDeps['behindProxy']): string {
  if (behindProxy === 'firebase-hosting') {
    const forwarded =
      c.req.header('fastly-client-ip') ?? c.req.header('x-forwarded-for')?.split(',')[0];
    if (forwarded?.trim()) return forwarded.trim().slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'onbekend';
  } catch {
    return 'onbekend';
  }
}

/**
 * The public forms. A filled-in honeypot gets the same friendly answer but nothing is stored;
 * the answer never depends on whether the e-mail address has an account.
 */
export function formRoutes({ storage, clock, behindProxy }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/dealer-application', validate('json', dealerApplicationInputSchema), async (c) => {
      const input = c.req.valid('json');
      await countSubmission(storage, clock, 'dealer', clientAddress(c, behindProxy));
      if (!input.website) await storeSubmission(storage, clock, 'application', input);
      return c.json({ message: APPLICATION_RECEIVED }, 201);
    })
    .post('/contact', validate('json', contactMessageInputSchema), async (c) => {
      const input = c.req.valid('json');
      await countSubmission(storage, clock, 'contact', clientAddress(c, behindProxy));
      if (!input.website) await storeSubmission(storage, clock, 'message', input);
      return c.json({ message: MESSAGE_RECEIVED }, 201);
    });
}
