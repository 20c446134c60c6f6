// The smallest router that fits the screens' navigation contract: the History API and a
// subscription, read with useSyncExternalStore. An app with react-router passes its own
// location and navigate instead (see demo-host).
import { useMemo, useSyncExternalStore } from 'react';
import type { AviosNavigation } from '@avios/react';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Internal paths change the address without a reload; anything else leaves the app. */
export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const href = `${url.pathname}${url.search}${url.hash}`;
  if (opts.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  notify();
}

const currentHref = () => `${window.location.pathname}${window.location.search}`;

/** The current location (re-renders on change) as the screens expect it. */
export function useHistoryNavigation(): AviosNavigation {
  const href = useSyncExternalStore(subscribe, currentHref);
  return useMemo(() => {
    const url = new URL(href, window.location.origin);
    return { location: { pathname: url.pathname, search: url.search }, navigate };
  }, [href]);
}
