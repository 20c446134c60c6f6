// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDocumentCookieJar, createMemoryCookieJar } from './cookieJar';
import { createContextStore, resolveContext } from './contextStore';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

const cookieMap = () =>
  Object.fromEntries(
    document.cookie
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => p.split('=') as [string, string]),
  );

beforeEach(clearCookies);

describe('createContextStore with document.cookie', () => {
  it('starts loading, then falls back to IB/es-ES/ES and writes the three cookies', () => {
    const store = createContextStore();
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    store.init();
    expect(store.getSnapshot()).toEqual({
      status: 'ready',
      partner: 'IB',
      language: 'es-ES',
      market: 'ES',
    });
    expect(cookieMap()).toEqual({ opco: 'IB', language: 'es-ES', market: 'ES' });
  });

  it('reads valid cookies', () => {
    document.cookie = 'opco=EI; path=/';
    document.cookie = 'language=en-IE; path=/';
    document.cookie = 'market=GB; path=/';
    const store = createContextStore();
    store.init();
    expect(store.current()).toEqual({ partner: 'EI', language: 'en-IE', market: 'GB' });
  });

  it.each([
    [
      'unknown partner',
      { opco: 'XX', language: 'en-GB', market: 'ES' },
      { partner: 'IB', language: 'en-GB', market: 'ES' },
    ],
    [
      'language the partner lacks',
      { opco: 'BA', language: 'es-ES', market: 'US' },
      { partner: 'BA', language: 'en-GB', market: 'US' },
    ],
    [
      'market the partner lacks',
      { opco: 'BA', language: 'en-US', market: 'ES' },
      { partner: 'BA', language: 'en-US', market: 'GB' },
    ],
    [
      'lower-case partner',
      { opco: 'ei', language: 'en-GB', market: 'IE' },
      { partner: 'EI', language: 'en-GB', market: 'IE' },
    ],
  ])('repairs an invalid cookie: %s', (_label, cookies, expected) => {
    for (const [name, value] of Object.entries(cookies))
      document.cookie = `${name}=${value}; path=/`;
    const store = createContextStore();
    store.init();
    expect(store.current()).toEqual(expected);
    expect(cookieMap()).toEqual({
      opco: expected.partner,
      language: expected.language,
      market: expected.market,
    });
  });

  it('uses the build defaults when cookies are missing, and cookies over them', () => {
    const store = createContextStore({ initial: { partner: 'BA', language: 'en-US' } });
    store.init();
    expect(store.current()).toEqual({ partner: 'BA', language: 'en-US', market: 'GB' });
    document.cookie = 'opco=EI; path=/';
    const again = createContextStore({ initial: { partner: 'BA' } });
    again.init();
    expect(again.current().partner).toBe('EI');
  });
});

describe('the three context cookies are written on path / (spec §4, §9)', () => {
  /** Each cookie string written to document.cookie: its name and its attributes. */
  function written(run: () => void): { name: string; attributes: string[] }[] {
    const setter = vi.spyOn(document, 'cookie', 'set');
    try {
      run();
      return setter.mock.calls.map(([line]) => {
        const [pair = '', ...attributes] = String(line).split(';');
        return {
          name: pair.split('=')[0]!.trim(),
          attributes: attributes.map((a) => a.trim().toLowerCase()),
        };
      });
    } finally {
      setter.mockRestore();
    }
  }

  it.each([
    ['the spec names', undefined, ['language', 'market', 'opco']],
    ['an element prefix', 'avios_', ['avios_language', 'avios_market', 'avios_opco']],
  ])('with %s, on init and on a change', (_label, prefix, names) => {
    const cookies = createDocumentCookieJar(prefix === undefined ? {} : { prefix });
    const writes = written(() => {
      const store = createContextStore({ cookies });
      store.init();
      store.setPartner('BA');
    });
    expect([...new Set(writes.map((w) => w.name))].sort()).toEqual(names);
    for (const { name, attributes } of writes) {
      expect({ name, path: attributes.filter((a) => a.startsWith('path=')) }).toEqual({
        name,
        path: ['path=/'],
      });
    }
  });
});

describe('changing the context (spec §4)', () => {
  const ready = () => {
    const cookies = createMemoryCookieJar();
    const store = createContextStore({ cookies });
    store.init();
    return { store, cookies };
  };

  it('ignores changes before init', () => {
    const store = createContextStore({ cookies: createMemoryCookieJar() });
    expect(store.setPartner('BA')).toBe(false);
    expect(store.setLanguage('en-GB')).toBe(false);
    expect(store.setMarket('ES')).toBe(false);
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
  });

  it.each<[string, string, boolean, object]>([
    ['unchanged partner', 'IB', false, { partner: 'IB', language: 'es-ES', market: 'ES' }],
    ['invalid partner', 'XX', false, { partner: 'IB', language: 'es-ES', market: 'ES' }],
    [
      'lower-case partner is invalid',
      'ba',
      false,
      { partner: 'IB', language: 'es-ES', market: 'ES' },
    ],
    ['BA resets es-ES and ES', 'BA', true, { partner: 'BA', language: 'en-GB', market: 'GB' }],
    ['EI resets es-ES and ES', 'EI', true, { partner: 'EI', language: 'en-GB', market: 'IE' }],
  ])('setPartner: %s', (_label, partner, changed, expected) => {
    const { store, cookies } = ready();
    expect(store.setPartner(partner)).toBe(changed);
    expect(store.current()).toEqual(expected);
    expect(cookies.get('opco')).toBe((expected as { partner: string }).partner);
  });

  it('keeps a language the new partner allows', () => {
    const { store } = ready();
    store.setLanguage('en-US');
    store.setPartner('BA');
    expect(store.current()).toEqual({ partner: 'BA', language: 'en-US', market: 'GB' });
  });

  it.each<[string, 'setLanguage' | 'setMarket', string, boolean, string]>([
    ['allowed language', 'setLanguage', 'en-GB', true, 'en-GB'],
    ['language IB lacks', 'setLanguage', 'en-IE', false, 'es-ES'],
    ['same language', 'setLanguage', 'es-ES', false, 'es-ES'],
    ['market IB lacks', 'setMarket', 'GB', false, 'ES'],
    ['same market', 'setMarket', 'ES', false, 'ES'],
  ])('%s', (_label, method, value, changed, after) => {
    const { store, cookies } = ready();
    expect(store[method](value)).toBe(changed);
    const key = method === 'setLanguage' ? 'language' : 'market';
    expect(store.current()[key]).toBe(after);
    expect(cookies.get(key)).toBe(after);
  });

  it('keeps the snapshot identity until something changes and notifies on change', () => {
    const { store } = ready();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.getSnapshot();
    store.setPartner('IB');
    store.setLanguage('fr-FR');
    expect(store.getSnapshot()).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    store.setLanguage('en-GB');
    expect(store.getSnapshot()).not.toBe(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('init twice changes nothing', () => {
    const { store } = ready();
    const first = store.getSnapshot();
    store.init();
    expect(store.getSnapshot()).toBe(first);
  });
});

describe('resolveContext', () => {
  it('gives the defaults for nothing', () => {
    expect(resolveContext({})).toEqual({ partner: 'IB', language: 'es-ES', market: 'ES' });
  });
});
