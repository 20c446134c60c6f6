import { useEffect } from 'react';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { contentQuery } from './useContent';

/** spec §2: product pages prefetch the content of the booster and checkout page types. */
export const PRODUCT_PAGE_PREFETCH = ['checkoutPage', 'boosterPage'] as const;

/**
 * Prefetches in flight, per query client: two screens sharing one SDK (two elements on one
 * page) that prefetch the same content ask for it once. A prefetch runs outside the query
 * cache (below), so the cache's own de-duplication does not see it.
 */
const inFlight = new WeakMap<object, Set<string>>();

/**
 * Loads content types into the query cache under the keys `useContent` reads, so the screen
 * that shows them opens without a content wait. Quiet: a failed prefetch reports nothing
 * (the screen that needs the content loads it again and reports its own failure), and
 * content already cached and fresh is not asked for again.
 */
export function usePrefetchContent(contentTypes: readonly string[]): void {
  const { content, queryClient } = useAvios();
  const { partner, language, ready } = useAviosContext();
  const typesKey = contentTypes.join('\n');
  useEffect(() => {
    if (!ready) return;
    const prefetch = () => {
      for (const contentType of typesKey.split('\n').filter(Boolean)) {
        const { queryKey, queryFn } = contentQuery(content, { partner, language }, contentType);
        const cached = queryClient.getQueryCache().find({ queryKey, exact: true });
        if (cached?.state.fetchStatus === 'fetching') continue;
        if (cached && cached.state.data !== undefined) {
          const { staleTime } = queryClient.defaultQueryOptions({ queryKey });
          if (
            !cached.isStaleByTime(typeof staleTime === 'function' ? staleTime(cached) : staleTime)
          )
            continue;
        }
        const pending = inFlight.get(queryClient) ?? new Set<string>();
        inFlight.set(queryClient, pending);
        const key = JSON.stringify(queryKey);
        if (pending.has(key)) continue;
        pending.add(key);
        // not prefetchQuery: the query cache sends every failure to the error store, and a
        // prefetch the member never asked for must not show an error banner
        queryFn()
          .then(
            (data) => queryClient.setQueryData(queryKey, data),
            () => undefined,
          )
          .finally(() => pending.delete(key));
      }
    };
    // when the browser is idle: the page's own content and prices go first (a prefetch
    // parsed during the first render delays it, most on a slow phone: `npm run bench`)
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 0);
    return () => clearTimeout(timer);
  }, [content, queryClient, partner, language, ready, typesKey]);
}
