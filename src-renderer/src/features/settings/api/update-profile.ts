import { useAuth } from '@/lib/auth-context';
import { useApiMutation } from '@/lib/api-mutation';
import { profileResponseSchema, type ProfileUpdate } from '@shared/schemas/profile';

/** Saves the editable profile fields; the session then reads the profile again. */
export function useUpdateProfile() {
  const { refreshProfile } = useAuth();
  return useApiMutation({
    schema: profileResponseSchema,
    request: (body: ProfileUpdate) => ({ path: '/api/me', method: 'PATCH', body }),
    saved: () => refreshProfile(),
  });
}
