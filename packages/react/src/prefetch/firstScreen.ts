// What the first screen reads, asked for before it renders (issue 12: time to the first
// priced package; docs/react.md "Starting early"). Left to the screens, the requests leave
// only once the screen has rendered, painted and run its effects: on a slow phone each of
// those steps is a long task before the first byte of copy or price is even asked for.
// Asked for here, under the keys the screens' hooks read, they travel while the first
// render runs, and the screens join them: nothing is asked for twice (firstScreen.test.tsx).
// The shop (demo-host/src/main.tsx) and every element (packages/elements ElementRoot) start
// their first screen through this one module.
import { PRODUCTS } from '@avios/sdk/rules';
import type { Partner } from '@avios/sdk';
import type { ScreenName } from '@avios/sdk/rules';
import type { AviosInstance } from '../aviosInstance';
import { contentQuery } from '../hooks/useContent';
import type { PackageProduct } from '../hooks/useProductPackages';

/** One `useContent(type, filters)` read of a screen. */
export interface ContentRead {
  type: string;
  filters?: Record<string, string>;
}

/** Where a screen is shown: inside the shop's layout, or on a page (or element) of its own. */
export type ScreenFrameKind = 'layout' | 'alone';

/**
 * The content the screens a visit most often starts on read themselves, as each reads it
 * (`useContentEntry` in src/screens; the package pages' labels come from `layout` through
 * `useLayoutCopy`). A screen missing here loads its content itself, as before.
 */
const PAGE_CONTENT: Partial<Record<ScreenName, readonly ContentRead[]>> = {
  discovery: [{ type: 'discoveryPage' }],
  'avios-gift-transfer': [{ type: 'discoveryPage' }],
  purchase: [{ type: 'layout' }, { type: 'purchasePage', filters: { productType: 'purchase' } }],
  gift: [{ type: 'layout' }, { type: 'purchasePage', filters: { productType: 'gift' } }],
  maintenance: [{ type: 'maintenancePage' }],
};

/** The screens that list priced packages, and the product whose prices they show. */
const PACKAGE_SCREENS: Partial<Record<ScreenName, PackageProduct>> = {
  purchase: 'purchase',
  gift: 'gift',
};

/**
 * What `screen` reads first: inside the shop's layout, the layout copy and (IB only, spec
 * §2) the banners, then the screen's own content; each content type once.
 */
export function firstScreenContent(
  screen: ScreenName,
  frame: ScreenFrameKind,
  partner: Partner,
): ContentRead[] {
  const reads: ContentRead[] = [];
  if (frame === 'layout') {
    reads.push({ type: 'layout' });
    if (partner === 'IB') reads.push({ type: 'banner' });
  }
  for (const read of PAGE_CONTENT[screen] ?? []) {
    if (!reads.some((r) => r.type === read.type && !r.filters && !read.filters)) reads.push(read);
  }
  return reads;
}

/**
 * Starts one content read in the SDK's query cache for the context's partner and language
 * (read the context first: `avios.context.init()`), under the key `useContent` reads. A
 * failure goes where the screen's own read would send it (the query cache's error handler);
 * the screen's read joins the request in flight or finds its answer.
 */
export function prefetchContent(avios: AviosInstance, read: ContentRead): void {
  const { partner, language } = avios.context.current();
  void avios.queryClient.prefetchQuery(
    contentQuery(avios.content, { partner, language }, read.type, read.filters),
  );
}

/**
 * The purchase API answers a package page (purchase, gift) shows a visitor: the products
 * and the generic prices (spec §6), asked for once the session check says the visitor is
 * not signed in, under the keys `useMember` and `useProductPackages` read. A signed-in
 * member's prices wait for the member, as on the page itself. Nothing for other screens.
 */
export async function prefetchFirstScreenAnswers(
  avios: AviosInstance,
  screen: ScreenName,
): Promise<void> {
  const product = PACKAGE_SCREENS[screen];
  if (!product) return;
  try {
    await avios.init();
  } catch {
    return; // the screen's own start reports it
  }
  if (avios.session.getSnapshot().status !== 'anonymous') return;
  void avios.queryClient.prefetchQuery(avios.queries.products());
  void avios.queryClient.prefetchQuery(avios.queries.prices(PRODUCTS[product].pricesProduct));
}

/** Starts everything `screen` reads first: its content now, its answers after the session check. */
export function prefetchFirstScreen(
  avios: AviosInstance,
  screen: ScreenName,
  frame: ScreenFrameKind,
): void {
  const { partner } = avios.context.current();
  for (const read of firstScreenContent(screen, frame, partner)) prefetchContent(avios, read);
  void prefetchFirstScreenAnswers(avios, screen);
}
