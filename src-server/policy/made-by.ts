import { users, type StoredUser } from '../collections/users';
import type { Storage } from '../storage/port';
import { displayName } from '@shared/domain/display-name';

/** How a member is named to their colleagues: their name, else their e-mail address. */
export function memberName(user: Pick<StoredUser, 'firstName' | 'lastName' | 'email'> | null) {
  return displayName(user, 'Onbekende collega');
}

/**
 * The names of the members who made a page of records ("made by" on the company's lists),
 * each profile read once.
 */
export async function makerNames(
  storage: Storage,
  makers: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(makers)];
  const profiles = await Promise.all(unique.map((uid) => users.on(storage).get(uid)));
  return new Map(unique.map((uid, index) => [uid, memberName(profiles[index] ?? null)]));
}
