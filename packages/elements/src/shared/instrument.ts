// The SDK instance as one element's screens see it: the same instance, except that a sign-in
// first asks the host page (`avios-signin-required`, cancelable). Proxies rather than copies,
// so methods keep their own `this` whatever shape the SDK gives its objects.
import type { AviosInstance } from '@avios/react';
import { emit } from './events';

type Session = AviosInstance['session'];
type LoginOptions = Parameters<Session['login']>[0];
type LoginResult = Awaited<ReturnType<Session['login']>>;

function override<T extends object>(target: T, key: PropertyKey, value: unknown): T {
  return new Proxy(target, {
    get(t, k) {
      if (k === key) return value;
      const v: unknown = Reflect.get(t, k, t);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
}

/**
 * Wraps `avios` so that `session.login()` dispatches `avios-signin-required` on `host` and
 * only redirects when no listener prevented it. `currentHref` is the return path used when
 * the screen gave none.
 */
export function instrumentForElement(
  avios: AviosInstance,
  host: EventTarget,
  currentHref: () => string,
): AviosInstance {
  const session = avios.session;
  const login = async (options?: LoginOptions): Promise<LoginResult> => {
    const detail = {
      returnTo: options?.returnTo ?? currentHref(),
      stepUp: options?.stepUp === true,
    };
    if (!emit(host, 'avios-signin-required', detail)) return undefined;
    // the result tells a popup sign-in (the screen goes on) from a redirect (the page leaves)
    return session.login({ ...options, returnTo: detail.returnTo });
  };
  return override(avios, 'session', override(session, 'login', login));
}
