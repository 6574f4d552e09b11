import { Hono, type Context } from 'hono';
import { acceptOfferteSchema, rejectOfferteSchema } from '@shared/schemas/offerte';
import { clientAddress } from '../../client-address';
import type { AppDeps, AppEnv } from '../../env';
import {
  acceptOfferte,
  publicOfferteOf,
  publicOffertePdf,
  rejectOfferte,
} from '../../offertes/answer-offerte';
import { countLinkUse, type LinkUse } from '../../offertes/link-rate-limit';
import { validate } from '../../validate';

/**
 * The homeowner's offerte behind an unguessable link: no account, rate-limited per network
 * and per token (link-rate-limit.ts), never indexed. A wrong token is the API's plain 404.
 */
export function offerteLinkRoutes({ storage, files, clock, behindProxy }: AppDeps) {
  /** Counts the use against the link's limits; answers the caller's network address. */
  const count = async (c: Context, use: LinkUse) => {
    const address = clientAddress(c, behindProxy);
    await countLinkUse(storage, clock, use, c.req.param('token') ?? '', address);
    return address;
  };
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.header('x-robots-tag', 'noindex, nofollow');
      c.header('cache-control', 'no-store');
      c.header('referrer-policy', 'no-referrer');
    })
    .get('/:token', async (c) => {
      await count(c, 'lezen');
      return c.json(await publicOfferteOf(storage, clock, c.req.param('token')));
    })
    .get('/:token/pdf', async (c) => {
      await count(c, 'lezen');
      const { pdf, number } = await publicOffertePdf(storage, files, clock, c.req.param('token'));
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${number}.pdf"`,
      });
    })
    .post('/:token/akkoord', validate('json', acceptOfferteSchema), async (c) => {
      const address = await count(c, 'antwoord');
      const answer = c.req.valid('json');
      return c.json(
        await acceptOfferte(storage, clock, c.req.param('token'), address, answer, files),
      );
    })
    .post('/:token/afwijzen', validate('json', rejectOfferteSchema), async (c) => {
      const address = await count(c, 'antwoord');
      const { reason } = c.req.valid('json');
      return c.json(await rejectOfferte(storage, clock, c.req.param('token'), address, reason));
    });
}
