import { useMemo } from 'react';
import { resolveRoute } from '@avios/sdk/rules';
import type { Partner } from '@avios/sdk';
import type { RouteMatch } from '@avios/sdk/rules';
import { addressForRouteTable } from './basePath';
import { useLocation } from './router';

/**
 * The SDK's route table (spec §2) applied to the router's current location: the one place
 * where the host asks which screen or redirect an address means.
 */
export function useShopRoute(basePath: string, partner: Partner): RouteMatch {
  const { pathname, search, hash } = useLocation();
  return useMemo(
    () =>
      resolveRoute(addressForRouteTable({ pathname, search, hash }, basePath), {
        basePath,
        partner,
      }),
    [pathname, search, hash, basePath, partner],
  );
}
