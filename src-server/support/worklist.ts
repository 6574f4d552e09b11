import { WORKLIST_SHOWN, type Worklist } from '@shared/schemas/worklist';
import { listAndCount } from '../collections/collection';
import { tickets } from '../collections/tickets';
import type { Member } from '../policy/access';
import type { Storage } from '../storage/port';

/**
 * The dashboard's `Klantenservice`: the firm's questions with an answer from the portal's
 * staff that nobody of the firm opened yet, newest first. One bounded query and one count.
 */
export async function supportWork(
  storage: Storage,
  member: Member,
): Promise<NonNullable<Worklist['support']>> {
  const { items, count } = await listAndCount(tickets.on(storage), {
    where: [
      { field: 'companyId', op: '==', value: member.companyId },
      { field: 'unreadAnswer', op: '==', value: true },
    ],
    orderBy: [{ field: 'lastActivityAt', direction: 'desc' }],
    limit: WORKLIST_SHOWN,
  });
  return {
    count,
    items: items.map(({ id, subject, lastActivityAt }) => ({ id, subject, lastActivityAt })),
  };
}
