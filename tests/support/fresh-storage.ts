import { afterEach, beforeEach } from 'vitest';
import type { Storage } from '../../src-server/storage/port';
import { createSqliteStorage } from '../../src-server/storage/sqlite';

/**
 * A new in-memory SQLite storage for every test of the enclosing `describe`, closed after it.
 * Call the answer inside a test to get that test's storage.
 */
export function freshSqliteStorage(): () => Storage {
  let storage: Storage | undefined;
  beforeEach(() => {
    storage = createSqliteStorage({ filename: ':memory:' });
  });
  afterEach(() => storage?.close());
  return () => {
    if (!storage) throw new Error('The storage exists only inside a test');
    return storage;
  };
}
