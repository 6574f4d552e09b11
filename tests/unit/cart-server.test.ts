import { describe } from 'vitest';
import { cartSuite } from '../support/cart-suite';
import { freshSqliteStorage } from '../support/fresh-storage';

describe('the cart on the server (SQLite)', () => {
  cartSuite(freshSqliteStorage());
});
