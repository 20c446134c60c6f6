import { useMemo } from 'react';
import type { AviosNavigation } from '../aviosInstance';
import { useAviosProvider } from './useAvios';

export interface NavigationApi extends AviosNavigation {
  /** The `href` for an internal path (the host may add its base path). */
  href(to: string): string;
  /** The current path and query, e.g. `/purchase?sizes=small` (a login return path). */
  currentPath: string;
}

/** The host's navigation, plus helpers the screens share. */
export function useNavigation(): NavigationApi {
  const { navigation } = useAviosProvider();
  return useMemo(
    () => ({
      location: navigation.location,
      navigate: (to: string, opts?: { replace?: boolean }) => navigation.navigate(to, opts),
      createHref: navigation.createHref,
      href: (to: string) => navigation.createHref?.(to) ?? to,
      currentPath: `${navigation.location.pathname}${navigation.location.search}`,
    }),
    [navigation],
  );
}
