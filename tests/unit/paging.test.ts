import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageQuerySchema } from '@shared/schemas/page';
import { decodeCursor, encodeCursor, queryPage } from '../../src-server/collections/paging';
import { ApiError } from '../../src-server/errors';
import type { Storage } from '../../src-server/storage/port';
import { createSqliteStorage } from '../../src-server/storage/sqlite';

describe('paged lists', () => {
  let storage: Storage;
  beforeEach(async () => {
    storage = createSqliteStorage({ filename: ':memory:' });
    for (let i = 0; i < 7; i += 1) {
      await storage.set('orders', `o${i}`, {
        userId: i % 2 ? 'u1' : 'u2',
        createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 3))),
      });
    }
  });
  afterEach(() => storage.close());

  it('walks every document once, newest first, whatever the page size', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await queryPage(
        storage,
        'orders',
        { orderBy: [{ field: 'createdAt', direction: 'desc' }] },
        { limit: 2, ...(cursor ? { cursor } : {}) },
      );
      seen.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['o2', 'o5', 'o1', 'o4', 'o0', 'o3', 'o6']);
  });

  it('answers nextCursor null on the last page', async () => {
    const page = await queryPage(
      storage,
      'orders',
      { where: [{ field: 'userId', op: '==', value: 'u1' }], orderBy: [{ field: 'createdAt' }] },
      { limit: 3 },
    );
    expect(page.items).toHaveLength(3);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses a cursor that was tampered with, in Dutch', () => {
    expect(() => decodeCursor('niet-geldig', 2)).toThrow(ApiError);
    expect(() => decodeCursor(encodeCursor([1, 'a/../b']), 2)).toThrow(/paginaverwijzing/);
    expect(decodeCursor(encodeCursor([new Date(0), 'o1']), 2)).toEqual([new Date(0), 'o1']);
  });

  it('defaults to 50 per page and allows at most 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(pageQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuerySchema.parse({ limit: '20', cursor: 'x' })).toEqual({ limit: 20, cursor: 'x' });
  });
});
