// Screens that neither `/` nor a product page's first render shows, fetched when one of
// their routes first renders: the first page of a host then downloads and parses only what
// discovery and the package pages need. A screen folder's `entry.tsx` names its own module
// (`onDemand(() => import('./TransferScreen'), (m) => m.TransferScreen)`); the builds put
// every module loaded that way in one chunk (scripts/screenChunks.mjs), so there is no list
// of them here or anywhere else. A screen shows only once the later screens' rules are in
// too (styles/laterStyles.ts): an element's first stylesheet holds only its first screens'.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { loadLaterCss } from '../../styles/laterStyles';

/** A screen from its own module, fetched when it first renders. */
export type OnDemandScreen<P extends object> = ComponentType<P> & {
  /** Starts (or joins) the download of the screen's module: the entry's `load`. */
  load: () => Promise<unknown>;
};

/** Every on-demand screen this bundle holds, by its module's download. */
const downloads = new Set<() => Promise<unknown>>();
let arrived = false;

/** Reads a module in the background; a failed read is tried again when its screen renders. */
const warm = (download: () => Promise<unknown>) => void download().catch(() => undefined);

/**
 * The first module that arrives brings the later-screens chunk, which holds the others: each
 * is then read from it at once (and so is one a bundle registers later, with an element's
 * screens), so the next of them (the result page after the checkout) renders in the same
 * pass.
 */
function warmTheOthers(): void {
  if (arrived) return;
  arrived = true;
  downloads.forEach(warm);
}

/**
 * While the chunk loads, the screen's place keeps some height, so the footer does not jump
 * up and back down (the screens draw their own skeletons once loaded).
 */
function Loading() {
  return <div className="avios-lazy-screen" aria-busy="true" style={{ minHeight: '60vh' }} />;
}

/**
 * A screen from its own module, fetched on first render with the later screens' rules (a
 * failed download of either is tried again next time). Once both are in, the loader answers
 * synchronously: React and preact then render the screen in the same pass instead of
 * suspending, so it mounts, and starts polling, as soon as an eagerly imported screen would.
 */
export function onDemand<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): OnDemandScreen<P> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> => {
    loading ??= Promise.all([importModule(), loadLaterCss()]).then(
      ([m]) => {
        loaded = m;
        warmTheOthers();
        return m;
      },
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    );
    return loading;
  };
  downloads.add(load);
  if (arrived) warm(load);

  const create = () =>
    lazy(() => {
      const ready = loaded;
      if (ready) {
        const now = { default: pick(ready) };
        const thenable: PromiseLike<typeof now> = {
          then: (onFulfilled) => (onFulfilled ? Promise.resolve(onFulfilled(now)) : now) as never,
        };
        return thenable as Promise<typeof now>;
      }
      return load().then(
        (m) => ({ default: pick(m) }),
        (error: unknown) => {
          // React's and preact's lazy keep a rejection for good: the next render (the error
          // screen's 'Reload page', spec §2) asks for the module again through a new one
          Screen = create();
          throw error;
        },
      );
    });
  let Screen = create();
  function OnDemand(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { load });
}
