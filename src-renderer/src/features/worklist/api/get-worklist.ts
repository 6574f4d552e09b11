import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { worklistSchema } from '@shared/schemas/worklist';

export const worklistKey = ['worklist'] as const;

/**
 * The dashboard's open work of the member's firm. Work changes on other pages and by
 * colleagues, so every visit of the dashboard asks again (the last answer shows meanwhile).
 */
export function useWorklist() {
  return useQuery({ ...apiQuery(worklistKey, '/api/worklist', worklistSchema), staleTime: 0 });
}
