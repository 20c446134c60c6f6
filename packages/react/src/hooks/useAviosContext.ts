import { useMemo } from 'react';
import type { ShopContext } from '@avios/sdk';
import { useAvios } from './useAvios';
import { useStore } from './useStore';

export interface UseAviosContextResult extends ShopContext {
  /** False until the SDK has read the context cookies (spec §4: starts not ready). */
  ready: boolean;
}

/**
 * Partner, language and market of the SDK context; re-renders when they change. Before the
 * context is ready the values are the build's defaults.
 */
export function useAviosContext(): UseAviosContextResult {
  const { context } = useAvios();
  const snapshot = useStore(context);
  return useMemo(() => {
    if (snapshot.status === 'ready') {
      const { partner, language, market } = snapshot;
      return { ready: true, partner, language, market };
    }
    return { ready: false, ...context.current() };
  }, [snapshot, context]);
}
