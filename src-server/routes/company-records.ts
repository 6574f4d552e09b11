import { Hono } from 'hono';
import type { z } from 'zod';
import { pageQuerySchema, type Page, type PageQuery } from '@shared/schemas/page';
import type { AppDeps, AppEnv } from '../env';
import { takeDailyQuota, type DailyQuota } from '../quotas';
import { validate } from '../validate';

/** The service functions of a company's records of one kind, each for the signed-in user. */
export interface CompanyRecordService<Input, Patch, Summary, Detail> {
  list(uid: string, page: PageQuery): Promise<Page<Summary>>;
  create(uid: string, input: Input): Promise<Detail>;
  get(uid: string, id: string): Promise<Detail>;
  update(uid: string, id: string, patch: Patch): Promise<Detail>;
  remove(uid: string, id: string): Promise<void>;
}

/**
 * The routes of a kind of record the company keeps (paged list, create within a daily quota,
 * open, change, delete): thin, every ownership check is in the service. Mount it behind
 * `requireUser` and `requireProfile`.
 */
export function companyRecordRoutes<I extends z.ZodType, P extends z.ZodType, Summary, Detail>(
  { storage, clock }: Pick<AppDeps, 'storage' | 'clock'>,
  {
    quota,
    input,
    patch,
    service,
  }: {
    quota: DailyQuota;
    input: I;
    patch: P;
    service: CompanyRecordService<z.output<I>, z.output<P>, Summary, Detail>;
  },
) {
  return new Hono<AppEnv>()
    .get('/', validate('query', pageQuerySchema), async (c) =>
      c.json(await service.list(c.get('user').uid, c.req.valid('query'))),
    )
    .post('/', validate('json', input), async (c) => {
      await takeDailyQuota(storage, clock, c.get('user').uid, quota);
      return c.json(await service.create(c.get('user').uid, c.req.valid('json')), 201);
    })
    .get('/:id', async (c) => c.json(await service.get(c.get('user').uid, c.req.param('id'))))
    .patch('/:id', validate('json', patch), async (c) =>
      c.json(await service.update(c.get('user').uid, c.req.param('id'), c.req.valid('json'))),
    )
    .delete('/:id', async (c) => {
      await service.remove(c.get('user').uid, c.req.param('id'));
      return c.body(null, 204);
    });
}
