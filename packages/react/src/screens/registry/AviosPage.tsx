// What <AviosRoute> does on a page of its own (the demo host, the React example): spec §2's
// redirects, the screen in its frame, the scroll to the top on a new page, and the maintenance
// page on a 503. Passed to <AviosRoute page>, so that an element bundles none of it.
import { Fragment, useEffect } from 'react';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useNavigation } from '../../hooks/useNavigation';
import { Layout, MAIN_ID } from '../Layout/Layout';
import type { RoutePageProps } from './AviosRoute';
import { useMaintenanceRedirect } from './maintenanceRedirect';

/**
 * The page around the screen of `match`: the shop's layout (one `<Layout>` for every page,
 * so the header and footer stay mounted) or, for an `alone` entry, a page of its own in the
 * main landmark; a redirect followed (one to another site once the context is read: the
 * partner decides the site); the maintenance page's countdown reloads the shop's home.
 */
export function AviosPage({ match, entry, redirect, render }: RoutePageProps) {
  const navigation = useNavigation();
  const context = useAviosContext();
  useMaintenanceRedirect();

  // spec §2: scroll to the top when the page changes.
  const key = match.type === 'screen' ? `${match.screen}:${match.path}` : '';
  useEffect(() => {
    if (key) window.scrollTo(0, 0);
  }, [key]);

  const inShop = match.type === 'redirect' && !match.external ? match : undefined;
  useEffect(() => {
    if (inShop) redirect(inShop.target, { replace: inShop.replace });
    // once per redirect: `redirect` may be a new function on every navigation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inShop?.target, inShop?.replace]);
  // before the context is read, the build's default partner would send a BA member to the
  // IB site first
  const leave = match.type === 'redirect' && match.external && context.ready ? match.target : '';
  useEffect(() => {
    if (leave) window.location.replace(leave);
  }, [leave]);

  if (match.type !== 'screen' || !entry) return null;
  const screen = render({ reloadHome: () => window.location.assign(navigation.href('/')) });
  if (entry.frame === 'alone') return screen === null ? null : <main id={MAIN_ID}>{screen}</main>;
  // the screen starts afresh on another path (another transaction id), not on another query
  return (
    <Layout page={match.screen} variant={match.layout}>
      <Fragment key={match.path}>{screen}</Fragment>
    </Layout>
  );
}
