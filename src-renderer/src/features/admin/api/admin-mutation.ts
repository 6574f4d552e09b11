import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/components/toasts';
import { adminKeys } from './keys';

export interface AdminMutationOptions<V, R> {
  /** Store the answer as this record straight away. */
  cacheAs?: (answer: R) => QueryKey;
  /** What the status message says once the change is saved. */
  done?: (answer: R, variables: V) => string;
}

/**
 * A back-office change. Afterwards every back-office list and record refreshes (a change to
 * a user shows in the list, the log and the points at once); with `cacheAs`, the answer is
 * stored as that record straight away; with `done`, a status message says it was saved.
 */
export function useAdminMutation<V, R>(
  send: (variables: V) => Promise<R>,
  { cacheAs, done }: AdminMutationOptions<V, R> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer, variables) => {
      if (cacheAs) client.setQueryData(cacheAs(answer), answer);
      // Said here rather than in the caller's `mutate` callbacks: React Query drops those when
      // the change remounts the form that made it (a new status starts the status form over).
      if (done) toast.success(done(answer, variables));
      return client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
