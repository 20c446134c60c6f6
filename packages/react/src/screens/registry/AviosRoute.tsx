// The route outlet every host renders (the demo host, the React example, each element): the
// spec §2 route table's answer for the current address, shown from the registry entries the
// host passes. What only a page of its own does (redirects, the shop's frame, scrolling, the
// maintenance page) is <AviosPage>, passed in as `page`, so that an element bundles none of it.
import { useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { resolveRoute } from '@avios/sdk/rules';
import type { RouteMatch, ScreenName } from '@avios/sdk/rules';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useNavigation } from '../../hooks/useNavigation';
import type { ScreenEntry, ScreenProps } from './screenEntry';

/** A route table answer that is a screen. */
type ScreenMatch = Extract<RouteMatch, { type: 'screen' }>;

/** What <AviosRoute> hands the page around its screen (`AviosPage`). */
export interface RoutePageProps {
  /** The route table's answer: a screen, or a redirect to follow. */
  match: RouteMatch;
  /** The entry of the matched screen; `undefined` for a redirect. */
  entry?: ScreenEntry;
  /** Follows a redirect to an address of this shop. */
  redirect: (target: string, opts: { replace: boolean }) => void;
  /** The screen, with the page's own props (the maintenance page's reload). */
  render: (props: Pick<ScreenProps, 'reloadHome'>) => ReactNode;
}

export interface AviosRouteProps {
  /**
   * The screens this outlet shows, by route name: `SCREENS` for a whole shop, an element's
   * few entries otherwise (only those are bundled). Another screen's route shows nothing.
   */
  screens: Partial<Record<ScreenName, ScreenEntry>>;
  /**
   * The route table's answer, for a host that resolves addresses itself (a base path, a
   * locale segment). Defaults to `resolveRoute` of the navigation's path for the context's
   * partner.
   */
  match?: RouteMatch;
  /**
   * A page of its own: `AviosPage` (redirects, the shop's layout, the scroll to the top, the
   * maintenance page). Without it the outlet is a widget (an element): the screen alone, no
   * redirect followed, and `document.title` stays the page's.
   */
  page?: ComponentType<RoutePageProps>;
  /**
   * Follows a redirect of the route table to an address of this shop (with `page`). Defaults
   * to the navigation's `navigate`.
   */
  redirect?: (target: string, opts: { replace: boolean }) => void;
  /** Props for every screen (the purchase element's `onSelectionChange`). */
  screenProps?: Pick<ScreenProps, 'onSelectionChange'>;
  /** Puts something around the screen (an element's hosted checkout hand-off). */
  wrap?: (match: ScreenMatch, screen: ReactNode) => ReactNode;
}

/** The screen for the current address (docs/react.md "AviosRoute"). */
export function AviosRoute(props: AviosRouteProps) {
  const { screens, page: Page, screenProps, wrap } = props;
  const navigation = useNavigation();
  const { partner } = useAviosContext();
  const { pathname } = navigation.location;
  const match = useMemo(
    () => props.match ?? resolveRoute(pathname, { basePath: '', partner }),
    [props.match, pathname, partner],
  );
  const entry = match.type === 'screen' ? screens[match.screen] : undefined;
  const render = (pageProps: Pick<ScreenProps, 'reloadHome'>): ReactNode => {
    if (match.type !== 'screen' || !entry) return null;
    const content = entry.render({
      ...screenProps,
      ...(Page ? pageProps : { setDocumentTitle: false }),
      params: match.params,
      layout: match.layout,
    });
    return wrap ? wrap(match, content) : content;
  };
  if (Page) {
    const redirect = props.redirect ?? navigation.navigate;
    return <Page match={match} entry={entry} redirect={redirect} render={render} />;
  }
  return <>{render({})}</>;
}
