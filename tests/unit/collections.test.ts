import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineCollection,
  storedDate,
  StoredRecordError,
} from '../../src-server/collections/collection';
import { freshSqliteStorage } from '../support/fresh-storage';

const things = defineCollection({
  name: 'things',
  schema: z.object({
    name: z.string(),
    count: z.number().int().default(0),
    createdAt: storedDate,
    tags: z.array(z.object({ label: z.string(), at: storedDate })).default([]),
    note: z.string().optional(),
  }),
});

describe('typed collections', () => {
  const storage = freshSqliteStorage();

  it('refuses a stored document that does not fit its schema, naming it', async () => {
    await storage().set('things', 'bad', { name: 42, createdAt: new Date() });
    const read = things.on(storage()).get('bad');
    await expect(read).rejects.toBeInstanceOf(StoredRecordError);
    await expect(read).rejects.toThrow(/things\/bad/);
  });

  it('fills defaults on reading and reads dates kept as text the same way', async () => {
    await storage().set('things', 'old', { name: 'Oud', createdAt: '2025-01-02T03:04:05Z' });
    expect(await things.on(storage()).get('old')).toEqual({
      id: 'old',
      name: 'Oud',
      count: 0,
      createdAt: '2025-01-02T03:04:05.000Z',
      tags: [],
    });
  });

  it('writes nested dates as dates and leaves undefined fields out', async () => {
    await things.on(storage()).set('t', {
      name: 'Nieuw',
      count: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      tags: [{ label: 'x', at: '2026-01-02T00:00:00.000Z' }],
      note: undefined,
    });
    expect(await storage().get('things', 't')).toEqual({
      name: 'Nieuw',
      count: 1,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      tags: [{ label: 'x', at: new Date('2026-01-02T00:00:00.000Z') }],
    });
  });

  it('refuses to write a document that does not fit, and stores nothing', async () => {
    await expect(
      things.on(storage()).set('t', { name: 'X', count: 1.5, createdAt: 'gisteren', tags: [] }),
    ).rejects.toThrow();
    expect(await storage().get('things', 't')).toBeNull();
  });

  it('answers an id that cannot exist as missing, also in getMany', async () => {
    await things
      .on(storage())
      .set('a', { name: 'A', count: 0, createdAt: new Date(0).toISOString(), tags: [] });
    expect(await things.on(storage()).get('../etc')).toBeNull();
    expect(
      (await things.on(storage()).getMany(['a', 'no/such', 'a'])).map((t) => t?.id ?? null),
    ).toEqual(['a', null, 'a']);
  });
});
