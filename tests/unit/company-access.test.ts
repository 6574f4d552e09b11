import { describe } from 'vitest';
import { companyAccessSuite } from '../support/company-access-suite';
import { freshSqliteStorage } from '../support/fresh-storage';

describe('company ownership and the role table (SQLite)', () => {
  const storage = freshSqliteStorage();
  companyAccessSuite(storage);
});
