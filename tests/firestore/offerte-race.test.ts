import { expect, it } from 'vitest';
import { raceAcceptAndReject } from '../support/offerte-race';
import { describeOnOfficialFirestore } from '../support/official-firestore';

/** `Akkoord` and `Afwijzen` on one offerte at once, on Firestore: exactly one wins. */
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describeOnOfficialFirestore(
  'offerte-race',
  'offerte answers on Firestore (official emulator)',
  (storage) => {
    it('lets exactly one of accept and reject win, and stores only its answer', async () => {
      const outcomes = await raceAcceptAndReject(storage(), clock, 6);
      for (const outcome of outcomes) {
        expect(Number(outcome.accepted) + Number(outcome.rejected)).toBe(1);
        expect(outcome.status).toBe(outcome.accepted ? 'geaccepteerd' : 'afgewezen');
      }
    }, 90_000);
  },
);
