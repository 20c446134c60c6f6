// The shop's router: the History API under the base path, all the shop needs for its one
// catch-all route (the route table is the SDK's resolveRoute, useShopRoute.ts). It replaces
// react-router 7, whose module (38 KB minified even for <Router> and two hooks) was an eighth
// of the first bundle (docs/demo-host.md "Performance"); where the shop relied on
// react-router's behaviour, this one behaves the same (router.test.tsx).
import { createContext, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/** The address relative to the base path: `/` at the base root. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Goes to `to`: an absolute path under the base path (`/purchase?x=1`), or `?…`/`#…`. */
export type NavigateFn = (to: string, opts?: { replace?: boolean }) => void;

interface RouterValue {
  location: RouterLocation;
  navigate: NavigateFn;
}

const RouterContext = createContext<RouterValue | null>(null);

/**
 * The part of `pathname` below `basename` (`/` at the base root), or `null` outside it;
 * case-insensitive, as react-router's.
 */
export function stripBasename(pathname: string, basename: string): string | null {
  if (!basename || basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

/**
 * The full path for `to` from the router `location`: paths are under the base path (its root
 * without a trailing slash, spec §2); `?…` and `#…` stay on the current path and, as with
 * react-router, drop its query for a hash.
 */
export function resolveHref(to: string, location: RouterLocation, basename: string): string {
  const url = new URL(to, `http://router${location.pathname}`);
  const base = basename === '/' ? '' : basename.replace(/\/+$/, '');
  const pathname = url.pathname === '/' ? base || '/' : `${base}${url.pathname}`;
  return `${pathname}${url.search}${url.hash}`;
}

const addressOf = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Tells every mounted router that the address changed (after pushState / replaceState). */
const listeners = new Set<() => void>();

/**
 * Provides the address under `basename` and `navigate` to what it wraps; renders nothing
 * when the address is outside the base path (the address guard moves those before).
 */
export function ShopRouter({
  basename = '',
  children,
}: {
  basename?: string;
  children?: ReactNode;
}) {
  const [address, setAddress] = useState(addressOf);
  useEffect(() => {
    // as react-router 7's BrowserRouter: a location change is a transition
    const update = () => startTransition(() => setAddress(addressOf()));
    listeners.add(update);
    window.addEventListener('popstate', update);
    // an address replaced between the first render and this subscription
    update();
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);

  const location = useMemo<RouterLocation | null>(() => {
    const url = new URL(address, 'http://router');
    const pathname = stripBasename(url.pathname, basename);
    return pathname === null ? null : { pathname, search: url.search, hash: url.hash };
  }, [address, basename]);

  const navigate = useMemo<NavigateFn>(
    () => (to, opts) => {
      const here = new URL(addressOf(), 'http://router');
      const from = {
        pathname: stripBasename(here.pathname, basename) ?? '/',
        search: here.search,
        hash: here.hash,
      };
      const href = resolveHref(to, from, basename);
      if (opts?.replace) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      listeners.forEach((listener) => listener());
    },
    [basename],
  );

  const value = useMemo(() => (location ? { location, navigate } : null), [location, navigate]);
  if (!value) return null;
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useLocation and useNavigate need a <ShopRouter> above them.');
  return value;
}

/** The address under the base path; re-renders when it changes. */
export function useLocation(): RouterLocation {
  return useRouter().location;
}

/** `navigate(to, { replace })`; the same function for as long as the router lives. */
export function useNavigate(): NavigateFn {
  return useRouter().navigate;
}
