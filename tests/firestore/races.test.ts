import { expect, it } from 'vitest';
import { updateUser } from '../../src-server/admin/users';
import { expectOneDecisionEach, raceApproveAndReject } from '../support/application-race';
import { describeOnOfficialFirestore } from '../support/official-firestore';
import { expectOneAnswerEach, raceAcceptAndReject } from '../support/offerte-race';

/**
 * Two decisions on one record at the same moment, on Firestore: exactly one wins. One emulator
 * project for the three races (their records do not meet).
 */
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describeOnOfficialFirestore(
  'races',
  'simultaneous decisions on Firestore (official emulator)',
  (storage) => {
    it('keeps one admin when two admins demote each other at the same moment', async () => {
      await storage().set('users', 'anna', { email: 'anna@x.nl', role: 'admin' });
      await storage().set('users', 'bram', { email: 'bram@x.nl', role: 'admin' });
      const results = await Promise.allSettled([
        updateUser(storage(), clock, { uid: 'anna', email: 'anna@x.nl' }, 'bram', {
          role: 'dealer',
        }),
        updateUser(storage(), clock, { uid: 'bram', email: 'bram@x.nl' }, 'anna', {
          role: 'dealer',
        }),
      ]);
      const roles = [
        (await storage().get('users', 'anna'))?.role,
        (await storage().get('users', 'bram'))?.role,
      ];
      expect(roles).toContain('admin');
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    });

    it('lets exactly one of approve and reject win, and stores only its decision', async () => {
      const { outcomes, accountsCreated } = await raceApproveAndReject(storage(), clock, 4);
      expectOneDecisionEach(outcomes);
      expect(accountsCreated).toBe(outcomes.filter((o) => o.approved).length);
    }, 90_000);

    it('lets exactly one of accept and reject win, and stores only its answer', async () => {
      expectOneAnswerEach(await raceAcceptAndReject(storage(), clock, 6));
    }, 90_000);
  },
);
