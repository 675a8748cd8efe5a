import type { QueryClient, QueryKey } from "@tanstack/react-query";

export interface OptimisticUpdate<TData, TResult, TVariables> {
  /** The cached query the mutation changes; it also keys the mutation (see onSettled). */
  queryKey: QueryKey;
  /** The change to show at once, before the server answers. */
  apply: (data: TData, variables: TVariables) => TData;
  /**
   * Puts the cache back after a failure. By default the snapshot taken before `apply`
   * returns whole; pass this to undo only this mutation's part when several run at once.
   */
  restore?: (current: TData, snapshot: TData, variables: TVariables) => TData;
  /** Puts the server's answer in place of the guess, until the refetch lands. */
  settle?: (data: TData, result: TResult, variables: TVariables) => TData;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
  /** Read the query again once the last write settles (default); off when `settle` keeps it exact. */
  refetch?: boolean;
}

export interface OptimisticSnapshot<TData> {
  snapshot: TData | undefined;
}

/**
 * The one optimistic-update pattern, spread into `useMutation`:
 * onMutate cancels the query's fetches (so none lands on top of the guess), snapshots
 * it and applies the change; onError restores the snapshot; onSettled invalidates, so the
 * server's copy is the last word. While other mutations on the same query are still in
 * flight the refetch waits for the last of them, so it cannot wipe out their guesses.
 */
export function optimisticUpdate<TData, TResult, TVariables>(
  queryClient: QueryClient,
  { queryKey, apply, restore = (_current, snapshot) => snapshot, settle, onSuccess, onError, refetch = true }: OptimisticUpdate<TData, TResult, TVariables>,
) {
  return {
    mutationKey: queryKey,
    onMutate: async (variables: TVariables): Promise<OptimisticSnapshot<TData>> => {
      await queryClient.cancelQueries({ queryKey });
      const snapshot = queryClient.getQueryData<TData>(queryKey);
      if (snapshot !== undefined) queryClient.setQueryData<TData>(queryKey, apply(snapshot, variables));
      return { snapshot };
    },
    onSuccess: (result: TResult, variables: TVariables) => {
      if (settle) queryClient.setQueryData<TData>(queryKey, (data) => data && settle(data, result, variables));
      onSuccess?.(result, variables);
    },
    onError: (error: Error, variables: TVariables, context: OptimisticSnapshot<TData> | undefined) => {
      const snapshot = context?.snapshot;
      if (snapshot !== undefined) {
        queryClient.setQueryData<TData>(queryKey, (current) => restore(current ?? snapshot, snapshot, variables));
      }
      onError?.(error, variables);
    },
    onSettled: async () => {
      if (!refetch) return;
      // This mutation still counts as in flight here.
      if (queryClient.isMutating({ mutationKey: queryKey }) === 1) await queryClient.invalidateQueries({ queryKey });
    },
  };
}
