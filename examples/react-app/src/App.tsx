import {
  AviosErrorBoundary,
  AviosProvider,
  AviosStyles,
  DiscoveryScreen,
  Layout,
  SCREENS,
} from '@avios/react';
import { resolveRoute } from '@avios/sdk/rules';
import type { ReactNode } from 'react';
import { avios } from './avios';
import { useHistoryNavigation } from './historyNavigation';

/**
 * Every route of spec §2 from the screen registry of @avios/react, the same one the demo
 * host and the elements render from; redirects of the route table go back home.
 */
function screenFor(pathname: string): { page: string; node: ReactNode } {
  const match = resolveRoute(pathname, { basePath: '' });
  if (match.type === 'screen') {
    const entry = SCREENS[match.screen];
    return {
      page: match.screen,
      node: entry.render({ params: match.params, layout: match.layout }),
    };
  }
  return { page: 'discovery', node: <DiscoveryScreen /> };
}

export function App() {
  const navigation = useHistoryNavigation();
  const { page, node } = screenFor(navigation.location.pathname);
  return (
    <AviosProvider avios={avios} navigation={navigation}>
      <AviosStyles />
      <Layout page={page}>
        <AviosErrorBoundary>{node}</AviosErrorBoundary>
      </Layout>
    </AviosProvider>
  );
}
