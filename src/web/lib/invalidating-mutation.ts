import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A save/delete/toggle mutation that, once it succeeds, makes every query under `queryKey` stale (a
 * feature's list, detail and options), waiting for the refetch before the mutation settles.
 */
export function useInvalidatingMutation<TVars, TData>(queryKey: QueryKey, mutationFn: (vars: TVars) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey }) });
}
