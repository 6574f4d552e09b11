import { afterEach, beforeEach, describe } from 'vitest';
import { createSqliteStorage } from '../../src-server/storage/sqlite';
import type { Storage } from '../../src-server/storage/port';
import { companyAccessSuite } from '../support/company-access-suite';

describe('company ownership and the role table (SQLite)', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = createSqliteStorage({ filename: ':memory:' });
  });
  afterEach(() => storage.close());
  companyAccessSuite(() => storage);
});
