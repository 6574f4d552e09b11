import { apiRequest } from '@/lib/api-client';
import {
  profileResponseSchema,
  withProfileDefaults,
  type UserProfile,
} from '@shared/schemas/profile';

/** Reads users/{uid} of the signed-in user and applies its defaults (docs/domain-rules.md). */
export async function getProfile(token: string): Promise<UserProfile> {
  const raw = await apiRequest('/api/me', { schema: profileResponseSchema, token });
  return withProfileDefaults(raw);
}
