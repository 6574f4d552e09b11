import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { apiRequest } from '@/lib/api-client';
import { profileResponseSchema, type ProfileUpdate } from '@shared/schemas/profile';

/** Saves the editable profile fields; the session then reads the profile again. */
export function useUpdateProfile() {
  const { refreshProfile } = useAuth();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiRequest('/api/me', {
        schema: profileResponseSchema,
        method: 'PATCH',
        body: update,
        auth: true,
      }),
    onSuccess: () => refreshProfile(),
  });
}
