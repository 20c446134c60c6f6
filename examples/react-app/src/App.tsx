import {
  AviosErrorBoundary,
  AviosPage,
  AviosProvider,
  AviosRoute,
  AviosStyles,
  SCREENS,
} from '@avios/react';
import { avios } from './avios';
import { useHistoryNavigation } from './historyNavigation';

/**
 * Every route of spec §2 from the screen registry of @avios/react, the same one the demo
 * host and the elements render from: <AviosRoute> follows the route table's redirects, frames
 * each screen in the layout (or on a page of its own), scrolls to the top on a new page and
 * shows the maintenance page on a 503.
 */
export function App() {
  const navigation = useHistoryNavigation();
  return (
    <AviosProvider avios={avios} navigation={navigation}>
      <AviosStyles />
      <AviosErrorBoundary>
        <AviosRoute screens={SCREENS} page={AviosPage} />
      </AviosErrorBoundary>
    </AviosProvider>
  );
}
