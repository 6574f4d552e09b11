import { expect, it } from 'vitest';
import { raceApproveAndReject } from '../support/application-race';
import { describeOnOfficialFirestore } from '../support/official-firestore';

/** Security round 3: approving and rejecting one dealer application at once, on Firestore. */
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describeOnOfficialFirestore(
  'application-race',
  'dealer application decisions on Firestore (official emulator)',
  (storage) => {
    it('lets exactly one of approve and reject win, and stores only its decision', async () => {
      const { outcomes, accountsCreated } = await raceApproveAndReject(storage(), clock, 4);
      for (const outcome of outcomes) {
        expect(Number(outcome.approved) + Number(outcome.rejected)).toBe(1);
        if (outcome.approved)
          expect(outcome).toMatchObject({ status: 'goedgekeurd', reason: undefined });
        else expect(outcome.status).toBe('afgewezen');
      }
      expect(accountsCreated).toBe(outcomes.filter((o) => o.approved).length);
    }, 90_000);
  },
);
