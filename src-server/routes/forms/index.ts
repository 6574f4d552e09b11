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
 * The client's address. Behind Firebase Hosting every request reaches the function from Google's
 * front ends, each proxy appending the address it saw to X-Forwarded-For: the entry `hops` from
 * the right is the client as the first trusted proxy saw it. Entries further left, and
 * headers such as Fastly-Client-IP, are whatever the client sent and are never used. Without a
 * proxy in front the socket's address counts; requests without either share one bucket.
 */
function clientAddress(c: Context<AppEnv>, behindProxy: AppDeps['behindProxy']): string {
  if (behindProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
    const address = entries[entries.length - behindProxy.hops];
    if (address) return address.slice(0, 64);
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
