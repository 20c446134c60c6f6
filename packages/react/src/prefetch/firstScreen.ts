// What the first screen reads, asked for before it renders, for the time to the first
// priced package (docs/react.md "Starting early"). Left to the screens, the requests leave
// only once the screen has rendered, painted and run its effects: on a slow phone each of
// those steps is a long task before the first byte of copy or price is even asked for.
// Asked for here, under the keys the screens' hooks read, they travel while the first
// render runs, and the screens join them: nothing is asked for twice (firstScreen.test.tsx).
// The shop (demo-host/src/main.tsx) and every element (packages/elements ElementRoot) start
// their first screen through this one module; what each screen reads is its registry
// entry's `content` and `prices` (screens/<Name>Screen/entry.tsx).
import { PRODUCTS } from '@avios/sdk/rules';
import type { Partner } from '@avios/sdk';
import type { AviosInstance } from '../aviosInstance';
import { contentQuery } from '../hooks/useContent';
import type { ContentRead, ScreenEntry } from '../screens/registry/screenEntry';

export type { ContentRead } from '../screens/registry/screenEntry';

/** Where a screen is shown: inside the shop's layout, or on a page (or element) of its own. */
export type ScreenFrameKind = 'layout' | 'alone';

/**
 * What a screen reads first: inside the shop's layout, the layout copy and (IB only, spec
 * §2) the banners, then the screen's own content (its registry entry's `content`); each
 * content type once. `frame` defaults to the entry's (an element passes `alone`).
 */
export function firstScreenContent(
  entry: ScreenEntry,
  partner: Partner,
  frame: ScreenFrameKind = entry.frame,
): ContentRead[] {
  const reads: ContentRead[] = [];
  if (frame === 'layout') {
    reads.push({ type: 'layout' });
    if (partner === 'IB') reads.push({ type: 'banner' });
  }
  for (const read of entry.content ?? []) {
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
export function prefetchContent(avios: AviosInstance, read: ContentRead): Promise<void> {
  const { partner, language } = avios.context.current();
  return avios.queryClient.prefetchQuery(
    contentQuery(avios.content, { partner, language }, read.type, read.filters),
  );
}

/**
 * The purchase API answers a package page (its entry's `prices`: purchase, gift) shows a
 * visitor: the products and the generic prices (spec §6), asked for once the session check
 * says the visitor is not signed in, under the keys `useMember` and `useProductPackages` read. A signed-in
 * member's prices wait for the member, as on the page itself. Nothing for other screens.
 * Settles (never rejects) once both have an answer or a failure.
 */
export async function prefetchFirstScreenAnswers(
  avios: AviosInstance,
  entry: ScreenEntry,
): Promise<void> {
  const product = entry.prices;
  if (!product) return;
  try {
    await avios.init();
  } catch {
    return; // the screen's own start reports it
  }
  if (avios.session.getSnapshot().status !== 'anonymous') return;
  await Promise.all([
    avios.queryClient.prefetchQuery(avios.queries.products()),
    avios.queryClient.prefetchQuery(avios.queries.prices(PRODUCTS[product].pricesProduct)),
  ]);
}

/**
 * Starts everything the screen of `entry` reads first: its content now, its answers after
 * the session check. `frame` defaults to the entry's (an element passes `alone`). The
 * promise settles (never rejects) once every read has its answer or its failure: an element
 * whose answers its loader already holds waits for it to render once, priced.
 */
export async function prefetchFirstScreen(
  avios: AviosInstance,
  entry: ScreenEntry,
  frame: ScreenFrameKind = entry.frame,
): Promise<void> {
  const { partner } = avios.context.current();
  const reads = firstScreenContent(entry, partner, frame).map((read) =>
    prefetchContent(avios, read),
  );
  await Promise.all([...reads, prefetchFirstScreenAnswers(avios, entry)]);
}
