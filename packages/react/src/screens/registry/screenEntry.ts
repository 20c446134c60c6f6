// What a screen registry entry is (registry.tsx). Entries live in a few modules grouped by
// what they import, so that a host bundling one entry (an element) does not bundle the
// screens of the others: a bundler includes a whole module once anything of it is used.
import type { ReactNode } from 'react';
import type { Currency } from '@avios/sdk';
import type { PurchaseSelection, RouteLayout } from '@avios/sdk/rules';

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

export interface ScreenEntry {
  /**
   * `layout`: inside the shop's `<Layout>` (header, banners, footer), which stays mounted
   * from page to page; `alone`: a page of its own (maintenance, silent sign-in).
   */
  frame: 'layout' | 'alone';
  /** `first`: in the host's first bundle; `later`: fetched from the later-screens chunk. */
  load: 'first' | 'later';
  render: (props: ScreenProps) => ReactNode;
}

/** Props that keep `document.title` alone inside a widget. */
export const title = (props: ScreenProps) =>
  props.setDocumentTitle === false ? { setDocumentTitle: false } : {};
