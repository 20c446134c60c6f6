// The later screens' rules (laterCss.ts), out of the first render's download: fetched when the
// browser is first idle or at the member's first interaction (`laterModule`), and always
// before a later screen shows, which waits for them (registry/onDemand.tsx). Whoever built a
// sheet from the first rules alone (an element's shadow roots, @avios/elements) completes it
// when they arrive (`onLaterCss`). A page of its own (the shop) has them from the start in
// `aviosCss`: there the download is the module it already holds, and nobody is waiting.
import { laterModule } from '@avios/sdk';

const module = /* @__PURE__ */ laterModule(() => import('./laterCss'));

let rules: readonly string[] | undefined;
const listeners = new Set<() => void>();

function arrive(later: readonly string[]): void {
  if (rules) return;
  rules = later;
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.warn('[avios] completing a stylesheet failed', error);
    }
  }
}

/** The later rules (`LATER_CSS`), once in; undefined before. */
export function laterCss(): readonly string[] | undefined {
  return rules;
}

/** Calls `listener` when the later rules arrive (not if they are in already); returns the unsubscribe. */
export function onLaterCss(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The later rules, fetched (or joined) now, and every sheet waiting for them completed before
 * the promise resolves: what a later screen awaits before it renders. A failed download
 * rejects, and is tried again on the next call.
 */
export function loadLaterCss(): Promise<void> {
  if (rules) return Promise.resolve();
  return module.load().then((m) => arrive(m.LATER_CSS));
}

/** For a bundle whose first screen needs the later rules (discovery): they are in at once. */
export function provideLaterCss(later: readonly string[]): void {
  arrive(later);
}
