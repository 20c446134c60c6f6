// What each screen's first render reads, as data: the content types (with their filters) and
// the product whose packages and visitor prices it shows. The screens' registry entries
// (their folders' `entry.tsx`) take theirs from here, and so does what starts a first screen
// before any screen code has arrived: the shop and the elements through prefetch/firstScreen.ts,
// and the elements' loader, which asks with plain `fetch` while the runtime downloads. Data
// only (no screen, no SDK instance), so it costs the loader a few bytes.
import type { ScreenName } from '@avios/sdk/rules';
import type { PackageProduct } from '../../hooks/useProductPackages';
import type { ContentRead } from './screenEntry';

export interface FirstReads {
  /** The content its first render reads itself (`useContentEntry`), in that order. */
  content?: readonly ContentRead[];
  /** The product whose packages and generic prices its first render shows a visitor. */
  prices?: PackageProduct;
}

/** The screens whose first render reads something known in advance. */
export const FIRST_READS = {
  purchase: {
    content: [{ type: 'layout' }, { type: 'purchasePage', filters: { productType: 'purchase' } }],
    prices: 'purchase',
  },
  gift: {
    content: [{ type: 'layout' }, { type: 'purchasePage', filters: { productType: 'gift' } }],
    prices: 'gift',
  },
  discovery: { content: [{ type: 'discoveryPage' }] },
  maintenance: { content: [{ type: 'maintenancePage' }] },
} as const satisfies Partial<Record<ScreenName, FirstReads>>;

/** The first reads of `screen`, or none. */
export function firstReadsOf(screen: ScreenName): FirstReads {
  return (FIRST_READS as Partial<Record<ScreenName, FirstReads>>)[screen] ?? {};
}
