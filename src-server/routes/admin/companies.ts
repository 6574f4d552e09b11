import { Hono } from 'hono';
import {
  companyDiscountSchema,
  companySearchSchema,
  moveMemberSchema,
} from '@shared/schemas/admin/companies';
import { pageQuerySchema } from '@shared/schemas/page';
import { companyPage, moveUserToCompany, setCompanyDiscount } from '../../admin/companies';
import type { AppDeps, AppEnv } from '../../env';
import { validate } from '../../validate';
import { actorOf, idParam } from './guard';

/**
 * Companies with their full record and members, searched by name, KvK number or btw-id; the
 * company discount; moving a user (both audited).
 */
export function adminCompanyRoutes({ storage, clock }: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', companySearchSchema.extend(pageQuerySchema.shape)), async (c) => {
      const { q, limit, cursor } = c.req.valid('query');
      return c.json(await companyPage(storage, q, { limit, cursor }));
    })
    .patch('/:id/discount', validate('json', companyDiscountSchema), async (c) => {
      const { discount } = c.req.valid('json');
      return c.json(await setCompanyDiscount(storage, clock, actorOf(c), idParam(c), discount));
    })
    .post('/:id/members', validate('json', moveMemberSchema), async (c) =>
      c.json(await moveUserToCompany(storage, clock, actorOf(c), idParam(c), c.req.valid('json'))),
    );
}
