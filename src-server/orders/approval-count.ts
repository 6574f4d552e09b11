import { mayDo } from '@shared/domain/company';
import { orders } from '../collections/orders';
import { memberOf } from '../policy/access';
import type { Storage } from '../storage/port';
import { WAITING } from './approval';

/**
 * How many of the firm's orders wait for this member's approval: the menu's `Goedkeuren (n)`.
 * Their own waiting orders do not count (nobody approves what they placed); a member who may
 * not approve has none. Two counts, never a list: bounded however many orders wait.
 */
export async function approvalCount(storage: Storage, uid: string): Promise<{ waiting: number }> {
  const member = await memberOf(storage, uid);
  if (!mayDo(member.companyRole, 'goedkeuren')) return { waiting: 0 };
  const inCompany = { field: 'companyId', op: '==', value: member.companyId } as const;
  const waits = { field: 'status', op: '==', value: WAITING } as const;
  const [all, own] = await Promise.all([
    orders.on(storage).count([inCompany, waits]),
    orders.on(storage).count([inCompany, waits, { field: 'userId', op: '==', value: uid }]),
  ]);
  return { waiting: all - own };
}
