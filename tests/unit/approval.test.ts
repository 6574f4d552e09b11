import { afterEach, beforeEach, describe } from 'vitest';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';
import { approvalSuite } from '../support/approval-suite';

describe('spend limits and approval (SQLite)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = createSqliteStorage({ filename: ':memory:' });
  });
  afterEach(() => storage.close());
  approvalSuite(() => storage);
});
