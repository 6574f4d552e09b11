import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminKeys } from './keys';

/**
 * A back-office change. Afterwards every back-office list and record refreshes (a change to
 * a user shows in the list, the log and the points at once); with `cacheAs`, the answer is
 * stored as that record straight away.
 */
export function useAdminMutation<V, R>(
  send: (variables: V) => Promise<R>,
  cacheAs?: (answer: R) => QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      if (cacheAs) client.setQueryData(cacheAs(answer), answer);
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
