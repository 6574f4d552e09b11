import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, ApiRequestError } from '@/lib/api-client';

const clientsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
  nextCursor: z.string().nullable(),
});
export type ClientOption = z.infer<typeof clientsSchema>['items'][number];

/**
 * The user's clients for the `Klant` select. Where the portal has no clients yet (the
 * endpoint answers 404), the answer is null and the select stays hidden.
 */
export function useClientOptions() {
  return useQuery({
    queryKey: ['calculator', 'client-options'],
    queryFn: async ({ signal }) => {
      try {
        const page = await apiRequest('/api/clients?limit=100', {
          schema: clientsSchema,
          auth: true,
          signal,
        });
        return page.items;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
