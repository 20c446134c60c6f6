// A stand-in, made at once, for an object whose code is fetched later (`laterModule`, later.ts)
// and whose every method answers with a promise: the SDK's clients of the later steps
// (api/lazyClients.ts). A call made before the object is in waits for it; calls reach it in
// the order they were made; once it is in, a call goes straight to it.

/** An object whose every method answers with a promise. */
export type AsyncMethods<T> = {
  [K in keyof T]: (...args: never[]) => Promise<unknown>;
};

/**
 * For each method of `T`, what a call does when the object could not be had (its code did not
 * download): reject with that error (`true`), or answer with what the function makes of it.
 * Every method must be named, so a method added to `T` cannot be left out of the stand-in.
 */
export type FacadeMethods<T extends AsyncMethods<T>> = {
  readonly [K in keyof T]-?: true | ((error: unknown) => Awaited<ReturnType<T[K]>>);
};

/**
 * The stand-in for the object `get` answers with. `get` is asked on each call until the
 * object is in (a failed download is tried again by the next call), then never again.
 */
export function laterFacade<T extends AsyncMethods<T>>(
  get: () => Promise<T>,
  methods: FacadeMethods<T>,
): T {
  let ready: T | undefined;
  /** Calls still waiting for the object: a new call goes behind them, never ahead. */
  let waiting = 0;
  const facade: Partial<Record<keyof T, unknown>> = {};
  for (const name of Object.keys(methods) as (keyof T & string)[]) {
    const failed = methods[name];
    facade[name] = (...args: never[]) => {
      if (ready && waiting === 0) return ready[name](...args);
      waiting += 1;
      return get().then(
        (target) => {
          waiting -= 1;
          ready = target;
          return target[name](...args);
        },
        (error: unknown) => {
          waiting -= 1;
          if (failed === true) throw error;
          return failed(error);
        },
      );
    };
  }
  return facade as T;
}
