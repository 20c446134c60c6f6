// What the first render does not need is fetched later, but never as late as the click that
// needs it (issue: the first priced render, "everything else on demand"): the SDK's checkout
// and sign-in modules, the later screens' styles and texts are asked for when the browser is
// first idle after the first render, or at the member's first interaction with the page
// (a pointer down, a key, a focus), whichever comes first, so the module is in (or on its
// way) before the click that uses it lands.

type Task = () => void;

const waiting: Task[] = [];
let scheduled = false;
/** Work the idle tasks wait for (a first screen's reads): while any is pending, no idle task runs. */
const holds = new Set<Promise<unknown>>();
let armIdle: (() => void) | undefined;
/** Which wait an idle callback belongs to: one left over from a wait already over does nothing. */
let round = 0;

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

function runAll(): void {
  scheduled = false;
  round += 1;
  armIdle = undefined;
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
 * it runs on the next turn of the event loop. While a first screen's reads are on their way
 * ({@link holdIdleWork}), the browser's idle time is theirs: the idle wait starts after them.
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
  const mine = round;
  const fire = () => {
    if (round === mine) runAll();
  };
  armIdle = () => {
    armIdle = undefined;
    // Safari has no requestIdleCallback
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(fire, { timeout: timeoutMs });
    else setTimeout(fire, 0);
  };
  if (holds.size === 0) armIdle();
}

/**
 * Holds the idle tasks until `work` settles: a first screen's reads, whose answers (and the
 * render they allow) must not share the main thread with modules fetched for later.
 */
export function holdIdleWork(work: Promise<unknown>): void {
  holds.add(work);
  const release = () => {
    holds.delete(work);
    if (holds.size === 0) armIdle?.();
  };
  work.then(release, release);
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
