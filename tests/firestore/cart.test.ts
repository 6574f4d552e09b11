import { cartSuite } from '../support/cart-suite';
import { describeOnOfficialFirestore } from '../support/official-firestore';

describeOnOfficialFirestore(
  'cart',
  'the cart on the server on Firestore (official emulator)',
  cartSuite,
);
