import { expect } from 'vitest';
import { approveApplication, rejectApplication } from '../../src-server/admin/inbox';
import type { AccountService } from '../../src-server/accounts/port';
import type { Storage } from '../../src-server/storage/port';

const actor = { uid: 'beheer', email: 'beheer@warmteportaal.test' };

/** Creates accounts the way the Auth service would: answered later, on another turn. */
function slowAccounts(): AccountService & { created: string[] } {
  const created: string[] = [];
  return {
    created,
    async createAccount({ email }) {
      await new Promise((resolve) => setImmediate(resolve));
      created.push(email);
      return { uid: `dealer-${created.length}-${email.split('@')[0] ?? ''}` };
    },
    passwordResetCode: async () => 'code',
  };
}

/**
 * Approves and rejects each of `pairs` applications at the same moment (alternating which
 * starts first) and reports per application who won and what is stored.
 */
export async function raceApproveAndReject(storage: Storage, clock: { now(): Date }, pairs = 15) {
  const accounts = slowAccounts();
  const outcomes: { approved: boolean; rejected: boolean; status: unknown; reason: unknown }[] = [];
  for (let i = 0; i < pairs; i++) {
    const id = `race-${i}`;
    await storage.set('dealerApplications', id, {
      companyName: `Race ${i} BV`,
      kvkNumber: '12345678',
      btwId: 'NL123456789B01',
      contactName: 'Ria Race',
      email: `race${i}@dealer.test`,
      phone: '+31301234567',
      remarks: '',
      status: 'nieuw',
      createdAt: clock.now(),
    });
    const approve = () => approveApplication(storage, accounts, clock, actor, id, 10);
    const reject = () => rejectApplication(storage, clock, actor, id, 'Geen installateur');
    const [first, second] = i % 2 ? [reject(), approve()] : [approve(), reject()];
    const settled = await Promise.allSettled([first, second]);
    const [approveResult, rejectResult] = i % 2 ? [settled[1], settled[0]] : settled;
    const stored = await storage.get('dealerApplications', id);
    outcomes.push({
      approved: approveResult?.status === 'fulfilled',
      rejected: rejectResult?.status === 'fulfilled',
      status: stored?.status,
      reason: stored?.rejectionReason,
    });
  }
  return { outcomes, accountsCreated: accounts.created.length };
}

/** Each raced application ends with exactly one decision, stored as that decision. */
export function expectOneDecisionEach(
  outcomes: Awaited<ReturnType<typeof raceApproveAndReject>>['outcomes'],
): void {
  for (const outcome of outcomes) {
    expect(Number(outcome.approved) + Number(outcome.rejected)).toBe(1);
    if (outcome.approved)
      expect(outcome).toMatchObject({ status: 'goedgekeurd', reason: undefined });
    else expect(outcome.status).toBe('afgewezen');
  }
}
