import { useCallback, useSyncExternalStore } from 'react';

/** What every stateful SDK unit exposes (STYLE: React reads them only through this pair). */
export interface ExternalStore<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

/** Reads an SDK store with `useSyncExternalStore`; the same snapshot on the server. */
export function useStore<S>(store: ExternalStore<S>): S {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
