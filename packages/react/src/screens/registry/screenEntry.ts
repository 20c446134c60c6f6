// What a screen registry entry is (registry.tsx). Each screen folder exports its entries from
// its own `entry.tsx`, which imports only its own screens: a host bundling one entry (an
// element) does not bundle the screens of the others.
import type { ReactNode } from 'react';
import type { Currency } from '@avios/sdk';
import type { PurchaseSelection, RouteLayout } from '@avios/sdk/rules';
import type { PackageProduct } from '../../hooks/useProductPackages';

export interface ScreenProps {
  /** Route parameters (`transactionId`). */
  params: Record<string, string>;
  /** The route's layout (`external` for the /external checkout pages). Defaults to `default`. */
  layout?: RouteLayout;
  /** Full reload of the shop's home (maintenance countdown). */
  reloadHome?: () => void;
  /** False inside a widget: the screen leaves `document.title` alone. Defaults to `true`. */
  setDocumentTitle?: boolean;
  /** The purchase page's selection changes (the `avios-package-select` event). */
  onSelectionChange?: (selection: PurchaseSelection, currency: Currency) => void;
}

/** One `useContent(type, filters)` read of a screen. */
export interface ContentRead {
  type: string;
  filters?: Record<string, string>;
}

export interface ScreenEntry {
  /**
   * `layout`: inside the shop's `<Layout>` (header, banners, footer), which stays mounted
   * from page to page; `alone`: a page of its own (maintenance, silent sign-in).
   */
  frame: 'layout' | 'alone';
  /**
   * `first`: the screen is in the host's first bundle. Otherwise the download of its module
   * (its folder's `entry.tsx` names it with `onDemand`), which the builds put in the
   * later-screens chunk (scripts/screenChunks.mjs): calling it early warms the chunk.
   */
  load: 'first' | (() => Promise<unknown>);
  /**
   * The content its first render reads itself, as it reads it (`useContentEntry`), asked
   * for before that render when a visit opens on it (prefetch/firstScreen.ts). A screen
   * without it loads its content when it renders.
   */
  content?: readonly ContentRead[];
  /** The product whose packages and generic prices its first render shows a visitor. */
  prices?: PackageProduct;
  render: (props: ScreenProps) => ReactNode;
}

/** Props that keep `document.title` alone inside a widget. */
export const title = (props: ScreenProps) =>
  props.setDocumentTitle === false ? { setDocumentTitle: false } : {};
