// Readiness a host can ask for at any time. `avios-ready` fires once, when the
// element has rendered its first content; a host whose listener attaches later (a React or
// Vue effect runs after the element has connected) would miss it. So every element also
// answers `el.ready` (a promise of the same detail, already settled once ready) and
// `el.isReady`. State is kept per element, so the event fires once per element even when it
// is moved in the page or its addresses change (a new SDK instance).
import type { AviosReadyDetail } from './events';

/** What every `avios-*` element adds to `HTMLElement` to say it is ready. */
export interface AviosReadiness {
  /**
   * Resolves with the `avios-ready` detail once the element has rendered its first content
   * (the moment `avios-ready` fires), however late it is awaited. Never rejects: errors come
   * as `avios-error`.
   */
  readonly ready: Promise<AviosReadyDetail>;
  /** `false` until `avios-ready` fires, `true` from then on (already in its listeners). */
  readonly isReady: boolean;
}

interface State {
  promise: Promise<AviosReadyDetail>;
  resolve(detail: AviosReadyDetail): void;
  detail?: AviosReadyDetail;
}

const states = new WeakMap<Element, State>();

function stateOf(el: Element): State {
  let state = states.get(el);
  if (!state) {
    let resolve!: State['resolve'];
    const promise = new Promise<AviosReadyDetail>((r) => (resolve = r));
    state = { promise, resolve };
    states.set(el, state);
  }
  return state;
}

/**
 * Marks `el` ready with `detail` and resolves its `ready` promise. Returns `false` when it
 * already was ready: the caller fires `avios-ready` only on `true`.
 */
export function markReady(el: Element, detail: AviosReadyDetail): boolean {
  const state = stateOf(el);
  if (state.detail) return false;
  state.detail = detail;
  state.resolve(detail);
  return true;
}

/** Adds the `ready` and `isReady` getters of {@link AviosReadiness} to an element class. */
export function withReadiness<T extends { prototype: Element }>(elementClass: T): T {
  Object.defineProperties(elementClass.prototype, {
    ready: {
      get(this: Element) {
        return stateOf(this).promise;
      },
      configurable: true,
    },
    isReady: {
      get(this: Element) {
        return !!stateOf(this).detail;
      },
      configurable: true,
    },
  });
  return elementClass;
}
