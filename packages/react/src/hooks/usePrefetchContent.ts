import { useEffect } from 'react';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { contentQuery } from './useContent';

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
    for (const contentType of typesKey.split('\n').filter(Boolean)) {
      const { queryKey, queryFn } = contentQuery(content, { partner, language }, contentType);
      const cached = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (cached?.state.fetchStatus === 'fetching') continue;
      if (cached && cached.state.data !== undefined) {
        const { staleTime } = queryClient.defaultQueryOptions({ queryKey });
        if (!cached.isStaleByTime(typeof staleTime === 'function' ? staleTime(cached) : staleTime))
          continue;
      }
      // not prefetchQuery: the query cache sends every failure to the error store, and a
      // prefetch the member never asked for must not show an error banner
      queryFn().then(
        (data) => queryClient.setQueryData(queryKey, data),
        () => undefined,
      );
    }
  }, [content, queryClient, partner, language, ready, typesKey]);
}
