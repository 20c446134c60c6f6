// The content the first screen reads, asked for before the first render (docs/demo-host.md
// "Performance"). Left to the screens, the content requests went out only after the bundle
// ran, the first render painted and its effects flushed: on Lighthouse's slow phone each of
// those steps is a long task on the way to the largest paint (the discovery hero's image,
// the purchase page's copy, the maintenance background). Asked for here, they leave while
// the first render runs, under the keys `useContent` reads, so the screens join the same
// requests: nothing is asked for twice (firstContent.test.tsx).
import type { AviosInstance } from '@avios/react';
import type { Partner } from '@avios/sdk';
import type { RouteMatch, ScreenName } from '@avios/sdk/rules';

/** One `useContent(type, filters)` read of a screen. */
export interface ContentRead {
  type: string;
  filters?: Record<string, string>;
}

/**
 * The page content of the screens a visit most often starts on, as each screen reads it
 * (`useContentEntry` in packages/react/src/screens). A screen missing here loads its content
 * itself, as before.
 */
const PAGE_CONTENT: Partial<Record<ScreenName, ContentRead>> = {
  discovery: { type: 'discoveryPage' },
  'avios-gift-transfer': { type: 'discoveryPage' },
  purchase: { type: 'purchasePage', filters: { productType: 'purchase' } },
  gift: { type: 'purchasePage', filters: { productType: 'gift' } },
  maintenance: { type: 'maintenancePage' },
};

/**
 * What the first screen of `match` reads: inside the shop's layout, the layout copy and (IB
 * only, spec §2) the banners, then the screen's own page content.
 */
export function firstScreenContent(
  match: RouteMatch,
  frame: 'layout' | 'alone',
  partner: Partner,
): ContentRead[] {
  if (match.type !== 'screen') return [];
  const reads: ContentRead[] = [];
  if (frame === 'layout') {
    reads.push({ type: 'layout' });
    if (partner === 'IB') reads.push({ type: 'banner' });
  }
  const page = PAGE_CONTENT[match.screen];
  if (page) reads.push(page);
  return reads;
}

/**
 * The query key `useContent` caches a content type under (docs/react.md "Hooks":
 * `['avios','content',{partner,language},type,filters]`).
 */
export function contentKey(
  scope: { partner: string; language: string },
  read: ContentRead,
): readonly unknown[] {
  const { partner, language } = scope;
  return ['avios', 'content', { partner, language }, read.type, JSON.stringify(read.filters ?? {})];
}

/**
 * Starts one content read in the SDK's query cache for the context's partner and language
 * (read the context first: `avios.context.init()`). A failure goes where the screen's own
 * read would send it (the query cache's error handler); the screen's read joins the request
 * in flight or finds its answer.
 */
export function prefetchContent(avios: AviosInstance, read: ContentRead): void {
  const { partner, language } = avios.context.current();
  void avios.queryClient.prefetchQuery({
    queryKey: contentKey({ partner, language }, read),
    queryFn: () =>
      avios.content.getEntries(read.type, {
        partner,
        locale: language,
        ...(read.filters ? { filters: read.filters } : {}),
      }),
  });
}

/** Starts every content read of the first screen of `match` (see {@link prefetchContent}). */
export function prefetchFirstScreenContent(
  avios: AviosInstance,
  match: RouteMatch,
  frame: 'layout' | 'alone',
): void {
  const { partner } = avios.context.current();
  for (const read of firstScreenContent(match, frame, partner)) prefetchContent(avios, read);
}
