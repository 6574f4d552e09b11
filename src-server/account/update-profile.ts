import type { ProfileResponse, ProfileUpdate } from '@shared/schemas/profile';
import { apiErrors } from '../errors';
import { COLLECTIONS, toProfileResponse } from '../records';
import type { DocumentData, Storage } from '../storage/port';

/**
 * Writes the fields a user may change of their own profile. The schema already refused
 * role, discount, points and email; only the parsed fields reach the store.
 */
export async function updateOwnProfile(
  storage: Storage,
  user: { uid: string; email: string },
  update: ProfileUpdate,
): Promise<ProfileResponse> {
  const patch: DocumentData = {};
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    patch[key] = Array.isArray(value) ? value.map((address) => ({ ...address })) : value;
  }
  return storage.transaction(async (tx) => {
    const current = await tx.get(COLLECTIONS.users, user.uid);
    if (!current) throw apiErrors.profileNotFound();
    if (Object.keys(patch).length > 0) tx.update(COLLECTIONS.users, user.uid, patch);
    return toProfileResponse(user.uid, user.email, { ...current, ...patch });
  });
}
