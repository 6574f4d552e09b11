import { Hono } from 'hono';
import { companyDiscountSchema, moveMemberSchema } from '@shared/schemas/admin/companies';
import { pageQuerySchema } from '@shared/schemas/page';
import { companyPage, moveUserToCompany, setCompanyDiscount } from '../../admin/companies';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';
import { actorOf, idParam } from './guard';

/** Companies with their members; the company discount; moving a user (both audited). */
export function adminCompanyRoutes({ storage, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(await companyPage(storage, c.req.valid('query'))),
    )
    .patch('/:id/discount', validate('json', companyDiscountSchema), async (c) => {
      const { discount } = c.req.valid('json');
      return c.json(await setCompanyDiscount(storage, clock, actorOf(c), idParam(c), discount));
    })
    .post('/:id/members', validate('json', moveMemberSchema), async (c) =>
      c.json(await moveUserToCompany(storage, clock, actorOf(c), idParam(c), c.req.valid('json'))),
    );
}
