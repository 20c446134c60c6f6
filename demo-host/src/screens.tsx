import type { ReactNode } from 'react';
import {
  CheckoutScreen,
  DiscoveryScreen,
  Layout,
  MAIN_ID,
  MaintenanceScreen,
  NotAvailableScreen,
  PurchaseScreen,
  TransactionResultScreen,
} from '@avios/react';
import type { RouteLayout, ScreenName } from '@avios/sdk';

export interface ScreenProps {
  params: Record<string, string>;
  layout: RouteLayout;
  /** Full reload of the shop's home (maintenance countdown). */
  reloadHome: () => void;
}

// Routes whose screens arrive in a later issue show the layout with content's
// "not available yet" message (never a blank page).
const later = (name: string) => () => (
  <Layout page={name}>
    <NotAvailableScreen name={name} />
  </Layout>
);

/**
 * Screen of each spec §2 route-table entry (the table itself is `resolveRoute` in the SDK).
 * Typed as a complete record, so a screen added to the table fails the type check here.
 */
export const SCREENS: Record<ScreenName, (props: ScreenProps) => ReactNode> = {
  // spec §2: an empty page used for silent sign-in.
  'silent-login': () => null,
  discovery: () => (
    <Layout page="discovery">
      <DiscoveryScreen />
    </Layout>
  ),
  // spec §2: a page that loads discovery content.
  'avios-gift-transfer': () => (
    <Layout page="avios-gift-transfer">
      <DiscoveryScreen />
    </Layout>
  ),
  purchase: () => (
    <Layout page="purchase">
      <PurchaseScreen />
    </Layout>
  ),
  // spec §2: checkout pages, and the same pages under /external with their own layout.
  checkout: ({ params, layout }) => (
    <Layout page="checkout" variant={layout}>
      <CheckoutScreen transactionId={params.transactionId} external={layout === 'external'} />
    </Layout>
  ),
  'checkout-transaction': ({ params, layout }) => (
    <Layout page="checkout-transaction" variant={layout}>
      <TransactionResultScreen transactionId={params.transactionId} />
    </Layout>
  ),
  // A page of its own (no header to act on during maintenance), still in a main landmark.
  maintenance: ({ reloadHome }) => (
    <main id={MAIN_ID}>
      <MaintenanceScreen onReload={reloadHome} />
    </main>
  ),
  subscription: later('subscription'),
  gift: later('gift'),
  'gift-recipient': later('gift-recipient'),
  transfer: later('transfer'),
  'transfer-recipient': later('transfer-recipient'),
  booster: later('booster'),
  refund: later('refund'),
  resources: later('resources'),
  'my-subscriptions': later('my-subscriptions'),
  contact: later('contact'),
};
