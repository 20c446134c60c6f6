import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { QueryObserver, notifyManager } from '@tanstack/query-core';
import type { QueryKey, QueryObserverOptions, QueryObserverResult } from '@tanstack/query-core';
import { useAvios } from './useAvios';

/** What `useQuery` takes: an SDK query factory's result plus any observer option. */
export type UseQueryOptions<T> = Omit<
  QueryObserverOptions<T, Error, T, T, QueryKey>,
  'queryFn' | 'queryKey'
> & {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

/** A query's state as data (never thrown): pending, error or success. */
export type UseQueryResult<T> = (
  | { status: 'pending'; data?: undefined; error?: undefined }
  | { status: 'error'; error: Error; data?: T }
  | { status: 'success'; data: T; error?: undefined }
) & {
  /** True while a request is in flight (first load or background refetch). */
  isFetching: boolean;
  refetch(): Promise<unknown>;
};

function toResult<T>(result: QueryObserverResult<T, Error>): UseQueryResult<T> {
  const common = { isFetching: result.isFetching, refetch: result.refetch };
  if (result.status === 'success') return { status: 'success', data: result.data, ...common };
  if (result.status === 'error') {
    return result.data === undefined
      ? { status: 'error', error: result.error, ...common }
      : { status: 'error', error: result.error, data: result.data, ...common };
  }
  return { status: 'pending', ...common };
}

/**
 * Reads a query from the SDK's query cache through TanStack's `QueryObserver` and
 * `useSyncExternalStore`. Pass `avios.queries.x()` (or any key/fn pair) and observer
 * options such as `enabled` or `refetchInterval`.
 */
export function useQuery<T>(options: UseQueryOptions<T>): UseQueryResult<T> {
  const { queryClient } = useAvios();
  const defaulted = queryClient.defaultQueryOptions(
    options as QueryObserverOptions<T, Error, T, T, QueryKey>,
  );
  // as in @tanstack/react-query: a first render already reports the fetch it will start
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(
    () => new QueryObserver<T, Error, T, T, QueryKey>(queryClient, defaulted),
  );
  const subscribe = useCallback(
    (onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)),
    [observer],
  );
  const getSnapshot = useCallback(() => observer.getCurrentResult(), [observer]);
  useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [observer, defaulted]);
  // the optimistic result reflects a changed key in the same render (no stale flash)
  return toResult(observer.getOptimisticResult(defaulted));
}
