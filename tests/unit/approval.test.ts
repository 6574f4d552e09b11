import { describe } from 'vitest';
import { approvalSuite } from '../support/approval-suite';
import { freshSqliteStorage } from '../support/fresh-storage';

describe('spend limits and approval (SQLite)', () => {
  const storage = freshSqliteStorage();
  approvalSuite(storage);
});
