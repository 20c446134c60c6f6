import {
  AviosErrorBoundary,
  AviosProvider,
  AviosStyles,
  CheckoutScreen,
  DiscoveryScreen,
  Layout,
  PurchaseScreen,
  TransactionResultScreen,
} from '@avios/react';
import { resolveRoute } from '@avios/sdk';
import type { ReactNode } from 'react';
import { avios } from './avios';
import { useHistoryNavigation } from './historyNavigation';

/** The screens this example offers; other routes of spec §2 go back home. */
function screenFor(pathname: string): { page: string; node: ReactNode } {
  const match = resolveRoute(pathname, { basePath: '' });
  if (match.type === 'screen') {
    const id = match.params.transactionId;
    switch (match.screen) {
      case 'purchase':
        return { page: 'purchase', node: <PurchaseScreen /> };
      case 'checkout':
        return { page: 'checkout', node: <CheckoutScreen transactionId={id} /> };
      case 'checkout-transaction':
        return { page: 'transaction', node: <TransactionResultScreen transactionId={id} /> };
      default:
        break;
    }
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
