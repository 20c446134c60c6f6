import type { AviosNavigation } from '@avios/react';
import { routerPathFor } from './routing/basePath';
import { isInternalPath } from '@avios/sdk/rules';
import { withLocale } from './routing/locale';

export interface HostNavigationOptions {
  basePath: string;
  /** The router's current location (relative to the base path). */
  location: { pathname: string; search: string; hash: string };
  /** The route table's path for it, without the locale segment (e.g. `/purchase`). */
  screenPath: string;
  /** The locale segment of the current address, kept on every internal navigation. */
  locale: string | undefined;
  /** The router's navigate (paths relative to the base path). */
  navigate: (to: string, opts?: { replace?: boolean }) => void;
}

/**
 * The navigation the screens see: locale-free paths such as `/purchase` or
 * `/checkout/p123`; the host adds the locale segment and, in hrefs, the base path.
 */
export function createHostNavigation(options: HostNavigationOptions): AviosNavigation {
  const { basePath, location, screenPath, locale, navigate } = options;
  return {
    location: { pathname: screenPath, search: location.search },
    navigate(to, opts) {
      if (isInternalPath(to)) navigate(withLocale(to, locale), opts);
      else if (to.startsWith('#') || to.startsWith('?')) navigate(to, opts);
      else if (opts?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
    createHref(to) {
      if (!isInternalPath(to)) return to;
      const path = withLocale(to, locale);
      return path === '/' ? basePath || '/' : `${basePath}${path}`;
    },
  };
}

/**
 * For SDK parts created before the router (the session restoring the return path after
 * sign-in): a full path (with the base path) becomes a router navigation once the router
 * is mounted; before that, or outside the base path, the address is replaced directly.
 */
export function createPathNavigator(basePath: string) {
  let routerNavigate: ((to: string, opts: { replace?: boolean }) => void) | undefined;
  return {
    attach(navigate: (to: string, opts: { replace?: boolean }) => void) {
      routerNavigate = navigate;
      return () => {
        if (routerNavigate === navigate) routerNavigate = undefined;
      };
    },
    navigate(path: string, opts: { replace?: boolean } = {}) {
      const inApp = routerPathFor(path, basePath);
      if (routerNavigate && inApp !== null) routerNavigate(inApp, opts);
      else if (opts.replace) window.history.replaceState(null, '', path);
      else window.location.assign(path);
    },
  };
}
