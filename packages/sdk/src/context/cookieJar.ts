// Cookie access behind a small interface, so the context store runs in a browser, in tests
// and on a server (where there is no `document`).

export interface CookieJar {
  get(name: string): string | undefined;
  /** Writes a cookie on path `/` (spec §9). */
  set(name: string, value: string): void;
}

/** Cookies of `document.cookie`, or a memory jar when there is no `document` (servers). */
export function createDocumentCookieJar(): CookieJar {
  if (typeof document === 'undefined') return createMemoryCookieJar();
  return {
    get(name) {
      for (const part of document.cookie.split(';')) {
        const index = part.indexOf('=');
        if (index < 0) continue;
        if (part.slice(0, index).trim() !== name) continue;
        try {
          return decodeURIComponent(part.slice(index + 1).trim());
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    set(name, value) {
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
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
