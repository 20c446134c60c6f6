// Screens that neither `/` nor `/purchase` shows, each fetched when its route first renders:
// the first page of the shop then downloads and parses only what discovery and purchase need.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type {
  CheckoutScreenProps,
  MaintenanceScreenProps,
  TransactionResultScreenProps,
} from '@avios/react';

/**
 * While the chunk loads, the screen's place keeps some height, so the footer does not jump
 * up and back down (the screens draw their own skeletons once loaded).
 */
function Loading() {
  return <div className="avios-lazy-screen" aria-busy="true" style={{ minHeight: '60vh' }} />;
}

function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

export const CheckoutScreen = onDemand<CheckoutScreenProps>(() =>
  import('./laterScreens').then((m) => m.CheckoutScreen),
);
export const TransactionResultScreen = onDemand<TransactionResultScreenProps>(() =>
  import('./laterScreens').then((m) => m.TransactionResultScreen),
);
export const MaintenanceScreen = onDemand<MaintenanceScreenProps>(() =>
  import('./laterScreens').then((m) => m.MaintenanceScreen),
);
