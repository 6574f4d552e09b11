import { addDays } from '@shared/domain/calendar';
import { OFFERTE_EXPIRING_DAYS, WORKLIST_SHOWN, type Worklist } from '@shared/schemas/worklist';
import { listAndCount, type TypedWhere } from '../collections/collection';
import { offertes, type StoredOfferte } from '../collections/offertes';
import type { Member } from '../policy/access';
import type { Storage } from '../storage/port';
import { toListItem } from './offerte-view';

type Where = TypedWhere<Omit<StoredOfferte, 'id'>>;

/**
 * Accepted offertes read to find those not yet ordered. "Not ordered" is the absence of a
 * field, which a Firestore query cannot ask for: the newest accepted ones are read and the
 * ordered ones left out, so the cost stays bounded however many a firm has accepted.
 */
const ACCEPTED_WINDOW = 50;

/**
 * The dashboard's `Offertes` of the member's firm on the Dutch calendar day `today`: sent ones
 * that expire within 7 days and those that wait longer for an answer (each soonest end first),
 * and accepted ones not yet ordered. Each list is one bounded query and one count.
 */
export async function offerteWork(
  storage: Storage,
  member: Member,
  today: string,
): Promise<NonNullable<Worklist['offertes']>> {
  const stored = offertes.on(storage);
  const ofCompany: Where = { field: 'companyId', op: '==', value: member.companyId };
  const sent: Where = { field: 'status', op: '==', value: 'verstuurd' };
  const lastSoonDay = addDays(today, OFFERTE_EXPIRING_DAYS);
  const expiringWhere: Where[] = [
    ofCompany,
    sent,
    { field: 'validUntil', op: '>=', value: today },
    { field: 'validUntil', op: '<=', value: lastSoonDay },
  ];
  const awaitingWhere: Where[] = [
    ofCompany,
    sent,
    { field: 'validUntil', op: '>', value: lastSoonDay },
  ];
  const soonestEnd = [{ field: 'validUntil', direction: 'asc' } as const];
  const soonest = (where: Where[]) =>
    listAndCount(stored, { where, orderBy: soonestEnd, limit: WORKLIST_SHOWN });
  const [expiring, awaiting, accepted] = await Promise.all([
    soonest(expiringWhere),
    soonest(awaitingWhere),
    stored.query({
      where: [ofCompany, { field: 'status', op: '==', value: 'geaccepteerd' }],
      orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      limit: ACCEPTED_WINDOW,
    }),
  ]);
  const notOrdered = accepted.filter((offerte) => !offerte.order);
  const listed = (items: StoredOfferte[]) =>
    items.slice(0, WORKLIST_SHOWN).map((item) => toListItem(item, today));
  return {
    expiring: { count: expiring.count, items: listed(expiring.items) },
    awaiting: { count: awaiting.count, items: listed(awaiting.items) },
    accepted: { count: notOrdered.length, items: listed(notOrdered) },
  };
}
