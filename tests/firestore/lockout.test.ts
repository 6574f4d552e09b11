import { expect, it } from 'vitest';
import { updateUser } from '../../src-server/admin/users';
import { describeOnOfficialFirestore } from '../support/official-firestore';

/** The lockout guard on Firestore: two admins demoting each other at once leave one admin. */
const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

describeOnOfficialFirestore(
  'lockout',
  'lockout guard on Firestore (official emulator)',
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
  },
);
