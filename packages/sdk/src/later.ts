// What the first render does not need is fetched later, but never as late as the click that
// needs it (issue: the first priced render, "everything else on demand"): the SDK's checkout
// and sign-in modules, the later screens' styles and texts are asked for when the browser is
// first idle after the first render, or at the member's first interaction with the page
// (a pointer down, a key, a focus), whichever comes first, so the module is in (or on its
// way) before the click that uses it lands.

type Task = () => void;

const waiting: Task[] = [];
let scheduled = false;

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function runAll(): void {
  scheduled = false;
  if (typeof document !== 'undefined') {
    for (const type of INTERACTIONS) document.removeEventListener(type, runAll, true);
  }
  for (const task of waiting.splice(0)) {
    try {
      task();
    } catch (error) {
      console.warn('[avios] a background task failed', error);
    }
  }
}

/**
 * Runs `task` once, when the browser is first idle (at most `timeoutMs` after now) or at the
 * member's first pointer, key or focus on the page, whichever comes first. Outside a browser
 * it runs on the next turn of the event loop.
 */
export function whenIdle(task: Task, timeoutMs = 2000): void {
  waiting.push(task);
  if (scheduled) return;
  scheduled = true;
  if (typeof document !== 'undefined') {
    for (const type of INTERACTIONS) {
      document.addEventListener(type, runAll, { capture: true, once: true, passive: true });
    }
  }
  // Safari has no requestIdleCallback
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(runAll, { timeout: timeoutMs });
  else setTimeout(runAll, 0);
}

/**
 * A module fetched on first use (`load`), warmed when the browser is idle (`whenIdle`), and
 * read synchronously once in (`current`). A failed download is tried again on the next use.
 */
export interface LaterModule<M> {
  load(): Promise<M>;
  current(): M | undefined;
}

export function laterModule<M>(
  importModule: () => Promise<M>,
  options: { warm?: boolean } = {},
): LaterModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const load = (): Promise<M> => {
    loading ??= importModule().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  if (options.warm !== false) whenIdle(() => void load().catch(() => undefined));
  return { load, current: () => loaded };
}
