import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reminderSettingsSchema } from '@shared/schemas/installation-dossier';
import { clientKeys } from './keys';

const path = '/api/installations/reminder-settings';
const key = [...clientKeys.all, 'reminder-settings'] as const;

/** How many days before the due date the firm's clients get their maintenance reminder. */
export function useReminderSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest(path, { schema: reminderSettingsSchema, auth: true, signal }),
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (daysBefore: number) =>
      apiRequest(path, {
        schema: reminderSettingsSchema,
        auth: true,
        method: 'PUT',
        body: { daysBefore },
      }),
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
}
