import type { ProfileResponse, ProfileUpdate } from '@shared/schemas/profile';
import { firmPointsOf } from '../collections/company-points';
import { toProfileResponse, users } from '../collections/users';
import { companyOfRecord } from '../policy/access';
import { apiErrors } from '../errors';
import type { Storage } from '../storage/port';

/**
 * Writes the fields a user may change of their own profile. The schema already refused
 * role, discount, points and email; only the parsed fields reach the store.
 */
export async function updateOwnProfile(
  storage: Storage,
  user: { uid: string; email: string },
  update: ProfileUpdate,
): Promise<ProfileResponse> {
  const patch = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  );
  return storage.transaction(async (tx) => {
    const current = await users.in(tx).get(user.uid);
    if (!current) throw apiErrors.profileNotFound();
    const firm = await firmPointsOf(tx, companyOfRecord(current, user.uid));
    if (Object.keys(patch).length > 0) users.in(tx).update(user.uid, update);
    return toProfileResponse({ ...current, ...patch }, user.email, firm.balance);
  });
}
