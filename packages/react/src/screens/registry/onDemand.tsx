// Screens that neither `/` nor a product page's first render shows, fetched when one of
// their routes first renders: the first page of a host then downloads and parses only what
// discovery and the package pages need. They live in one chunk (laterScreens.ts, the one
// list of what it holds); a screen folder's `entry.tsx` picks its screen from it with
// `onDemand` and names `loadLaterScreens` as its entry's `load`.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type * as LaterScreensModule from './laterScreens';

type LaterScreens = typeof LaterScreensModule;

let loaded: LaterScreens | undefined;
let loading: Promise<LaterScreens> | undefined;

/** Starts (or joins) the chunk's download; a failed download is tried again next time. */
export function loadLaterScreens(): Promise<LaterScreens> {
  loading ??= import('./laterScreens').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}

/**
 * While the chunk loads, the screen's place keeps some height, so the footer does not jump
 * up and back down (the screens draw their own skeletons once loaded).
 */
function Loading() {
  return <div className="avios-lazy-screen" aria-busy="true" style={{ minHeight: '60vh' }} />;
}

/**
 * A screen from the chunk. Once the chunk is in (the checkout loaded it, so the result page
 * has it), the loader answers synchronously: React and preact then render the screen in the
 * same pass instead of suspending, so it mounts, and starts polling, as soon as an eagerly
 * imported screen would.
 */
export function onDemand<P extends object>(
  pick: (m: LaterScreens) => ComponentType<P>,
): ComponentType<P> {
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
      return loadLaterScreens().then(
        (m) => ({ default: pick(m) }),
        (error: unknown) => {
          // React's and preact's lazy keep a rejection for good: the next render (the error
          // screen's 'Reload page', spec §2) asks for the chunk again through a new one
          Screen = create();
          throw error;
        },
      );
    });
  let Screen = create();
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
