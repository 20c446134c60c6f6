// The checkout and result screens as a separate chunk for <avios-purchase>: showing priced
// packages does not need the payment form, so it is fetched when the member continues.
import { Suspense, lazy } from 'react';
import type { ElementScreen } from './elementRoutes';

const CheckoutScreen = lazy(() =>
  import('./checkoutScreens').then((m) => ({ default: m.CheckoutScreen })),
);
const TransactionResultScreen = lazy(() =>
  import('./checkoutScreens').then((m) => ({ default: m.TransactionResultScreen })),
);

/** The checkout (`checkout`) or result (`checkout-transaction`) screen, loaded on demand. */
export function LazyCheckoutScreens({ screen }: { screen: ElementScreen }) {
  return (
    <Suspense fallback={null}>
      {screen.screen === 'checkout-transaction' ? (
        <TransactionResultScreen transactionId={screen.transactionId} />
      ) : (
        <CheckoutScreen transactionId={screen.transactionId} />
      )}
    </Suspense>
  );
}
