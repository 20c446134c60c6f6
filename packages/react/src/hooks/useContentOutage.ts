import { useCallback, useSyncExternalStore } from 'react';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';

export interface ContentOutage {
  /** A content query of the current partner and language failed and holds no copy. */
  down: boolean;
  /** Loads every content query again. */
  retry: () => void;
}

/**
 * Whether the content service is down for this screen (issue: reliability, "degraded but
 * honest"): the layout copy every screen needs (its labels, close and loading texts) failed
 * for the current partner and language and none is cached. An optional type failing alone
 * (a banner) is not an outage.
 * A screen without its copy would show unnamed buttons and empty headings; it shows the
 * content-unavailable notice instead (ScreenFrame), and nothing else is touched.
 */
export function useContentOutage(): ContentOutage {
  const { queryClient } = useAvios();
  const { partner, language } = useAviosContext();
  const cache = queryClient.getQueryCache();
  const down = useSyncExternalStore(
    // only a query's state changing matters; a query added while another component renders
    // must not update this one mid-render
    useCallback(
      (onChange: () => void) =>
        cache.subscribe((event) => {
          if (event.type === 'updated' || event.type === 'removed') onChange();
        }),
      [cache],
    ),
    () =>
      cache
        .findAll({ queryKey: ['avios', 'content', { partner, language }, 'layout'] })
        .some((query) => query.state.status === 'error' && query.state.data === undefined),
  );
  const retry = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: ['avios', 'content'], type: 'all' });
  }, [queryClient]);
  return { down, retry };
}
