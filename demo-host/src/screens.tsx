import type { ReactNode } from 'react';
import {
  DiscoveryScreen,
  GiftScreen,
  NotAvailableScreen,
  PurchaseScreen,
  RecipientScreen,
  TransferScreen,
} from '@avios/react';
import type { RouteLayout, ScreenName } from '@avios/sdk';
// Loaded when their route first renders: `/` and `/purchase` do not need them.
import { CheckoutScreen, MaintenanceScreen, TransactionResultScreen } from './lazyScreens';

export interface ScreenProps {
  params: Record<string, string>;
  layout: RouteLayout;
  /** Full reload of the shop's home (maintenance countdown). */
  reloadHome: () => void;
}

export interface ScreenEntry {
  /**
   * `layout`: inside the shop's `<Layout>` (header, banners, footer), which stays mounted
   * from page to page; `alone`: a page of its own (maintenance, silent sign-in).
   */
  frame: 'layout' | 'alone';
  render: (props: ScreenProps) => ReactNode;
}

// Routes whose screens arrive in a later issue show the layout with content's
// "not available yet" message (never a blank page).
const later = (name: string): ScreenEntry => ({
  frame: 'layout',
  render: () => <NotAvailableScreen name={name} />,
});

/**
 * Screen of each spec §2 route-table entry (the table itself is `resolveRoute` in the SDK).
 * Typed as a complete record, so a screen added to the table fails the type check here.
 */
export const SCREENS: Record<ScreenName, ScreenEntry> = {
  // spec §2: an empty page used for silent sign-in.
  'silent-login': { frame: 'alone', render: () => null },
  discovery: { frame: 'layout', render: () => <DiscoveryScreen /> },
  // spec §2: a page that loads discovery content.
  'avios-gift-transfer': { frame: 'layout', render: () => <DiscoveryScreen /> },
  purchase: { frame: 'layout', render: () => <PurchaseScreen /> },
  // spec §2: checkout pages, and the same pages under /external with their own layout.
  checkout: {
    frame: 'layout',
    render: ({ params, layout }) => (
      <CheckoutScreen transactionId={params.transactionId} external={layout === 'external'} />
    ),
  },
  'checkout-transaction': {
    frame: 'layout',
    render: ({ params }) => <TransactionResultScreen transactionId={params.transactionId} />,
  },
  // No header to act on during maintenance: a page of its own.
  maintenance: {
    frame: 'alone',
    render: ({ reloadHome }) => <MaintenanceScreen onReload={reloadHome} />,
  },
  subscription: later('subscription'),
  gift: { frame: 'layout', render: () => <GiftScreen /> },
  'gift-recipient': { frame: 'layout', render: () => <RecipientScreen product="gift" /> },
  transfer: { frame: 'layout', render: () => <TransferScreen /> },
  'transfer-recipient': { frame: 'layout', render: () => <RecipientScreen product="transfer" /> },
  booster: later('booster'),
  refund: later('refund'),
  resources: later('resources'),
  'my-subscriptions': later('my-subscriptions'),
  contact: later('contact'),
};
