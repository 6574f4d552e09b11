import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
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
  return useApiMutation({
    schema: reminderSettingsSchema,
    request: (daysBefore: number) => ({ path, method: 'PUT', body: { daysBefore } }),
    saved: (settings, cache) => cache.setQueryData(key, settings),
  });
}
