import { it } from 'vitest';
import { describeOnOfficialFirestore } from '../support/official-firestore';
import { checkPointsMigration } from '../support/points-migration';

/**
 * Points per firm on Firestore: the firm's balance is the sum of what its members had, and
 * two runs at once and a third after them move no point twice.
 */
describeOnOfficialFirestore(
  'points-migration',
  'points move to the firm on Firestore (official emulator)',
  (storage) => {
    it('moves every member’s personal points to the firm once, to the point', async () => {
      await checkPointsMigration(storage());
    });
  },
);
