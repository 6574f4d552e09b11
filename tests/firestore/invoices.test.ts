import { it } from 'vitest';
import { deliverAndCheckNumbers } from '../support/invoice-sequence';
import { describeOnOfficialFirestore } from '../support/official-firestore';

/** Invoice numbers on Firestore: the counter and the invoice in one transaction. */
describeOnOfficialFirestore(
  'invoices',
  'invoice numbers on Firestore (official emulator)',
  (storage) => {
    it('are consecutive without gaps, also when attempts fail or run at once', async () => {
      await deliverAndCheckNumbers(storage(), 'fs-user');
    });
  },
);
