// Cookie access behind a small interface, so the context store runs in a browser, in tests
// and on a server (where there is no `document`).

export interface CookieJar {
  get(name: string): string | undefined;
  /** Writes a cookie on path `/` (spec §9). */
  set(name: string, value: string): void;
}

export interface DocumentCookieJarOptions {
  /**
   * Put before every name: `avios_` makes `opco` the cookie `avios_opco`, so a widget on a
   * partner's domain writes nothing generic. Defaults to none (the spec's names).
   */
  prefix?: string;
}

/** Cookies of `document.cookie`, or a memory jar when there is no `document` (servers). */
export function createDocumentCookieJar(options: DocumentCookieJarOptions = {}): CookieJar {
  if (typeof document === 'undefined') return createMemoryCookieJar();
  const prefix = options.prefix ?? '';
  if (!/^[A-Za-z0-9_-]*$/.test(prefix)) {
    throw new TypeError(`A cookie prefix may hold only letters, digits, _ and -: "${prefix}"`);
  }
  return {
    get(name) {
      for (const part of document.cookie.split(';')) {
        const index = part.indexOf('=');
        if (index < 0) continue;
        if (part.slice(0, index).trim() !== `${prefix}${name}`) continue;
        try {
          return decodeURIComponent(part.slice(index + 1).trim());
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    set(name, value) {
      document.cookie = `${prefix}${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    },
  };
}

/** A jar held in memory: for tests, servers, or a host that keeps no cookies. */
export function createMemoryCookieJar(initial: Record<string, string> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    set: (name, value) => {
      values.set(name, value);
    },
  };
}
