// The shop's side of the hosted checkout hand-off (externalCheckout.ts): which opener origin
// it answers and which partner address it goes back to (only allowed ones), what it keeps
// for the result page, and the partner and market an external address opens in.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORIGINS } from '../../packages/sandbox/src/config';
import {
  DEFAULT_PARTNER_ORIGINS,
  applyExternalContext,
  httpOrigin,
  partnerOrigins,
  readHandOff,
  recallHandOff,
  rememberHandOff,
  resultMessage,
} from './externalCheckout';

const ALLOWED = ['http://localhost:5174', 'https://partner.example'];
const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
    clear: () => values.clear(),
    key: () => null,
    get length() {
      return values.size;
    },
  };
}

describe('partner origins', () => {
  it('default to the sandbox’s allowed origins (SANDBOX_ORIGINS), one list', () => {
    expect([...DEFAULT_PARTNER_ORIGINS]).toEqual(DEFAULT_ORIGINS);
    expect(partnerOrigins(undefined)).toBe(DEFAULT_PARTNER_ORIGINS);
    expect(partnerOrigins('  ')).toBe(DEFAULT_PARTNER_ORIGINS);
  });

  it('come from VITE_PARTNER_ORIGINS, keeping only http(s) origins', () => {
    expect(
      partnerOrigins(
        'https://partner.example/, http://localhost:5174,javascript:alert(1),https://a.example/path',
      ),
    ).toEqual(['https://partner.example', 'http://localhost:5174']);
  });

  it.each([
    ['https://partner.example', 'https://partner.example'],
    ['http://localhost:5174', 'http://localhost:5174'],
    ['https://partner.example/', undefined],
    ['https://partner.example/page', undefined],
    ['https://user@partner.example', undefined],
    ['HTTPS://PARTNER.EXAMPLE', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['null', undefined],
    ['', undefined],
    [null, undefined],
  ])('httpOrigin(%s) is %s', (value, origin) => {
    expect(httpOrigin(value)).toBe(origin);
  });
});

describe('readHandOff: the opener origin and the way back, checked', () => {
  it('takes an allowed opener origin', () => {
    expect(readHandOff(query({ origin: 'http://localhost:5174' }), ALLOWED)).toEqual({
      origin: 'http://localhost:5174',
    });
  });

  it.each([
    ['not on the list', 'https://evil.example'],
    ['a path, not an origin', 'https://partner.example/page'],
    ['another scheme', 'ftp://partner.example'],
    ['a wildcard', '*'],
    ['an opaque origin', 'null'],
  ])('drops an opener origin %s', (_, origin) => {
    expect(readHandOff(query({ origin }), ALLOWED)).toEqual({});
  });

  it('takes a way back to an allowed partner page', () => {
    const returnTo = 'https://partner.example/buy.html?avios-path=%2Fcheckout%2Ftransaction%2Fp1';
    expect(readHandOff(query({ returnTo }), ALLOWED)).toEqual({ returnTo });
  });

  it.each([
    ['another site', 'https://evil.example/buy.html'],
    ['an allowed host on another port', 'https://partner.example:8443/buy.html'],
    ['a look-alike host', 'https://partner.example.evil.example/'],
    ['a scheme that runs code', 'javascript:alert(document.domain)'],
    ['a protocol-relative address', '//evil.example/'],
    ['a path of the shop', '/purchase'],
    ['a backslash trick', '/\\evil.example'],
    ['an http address without //', 'https:partner.example/buy.html'],
    ['nothing', ''],
  ])('drops a way back to %s', (_, returnTo) => {
    expect(readHandOff(query({ returnTo }), ALLOWED)).toEqual({});
  });
});

describe('the hand-off kept for the result page (this tab)', () => {
  it('is recalled for its transaction only, and checked again', () => {
    const storage = memoryStorage();
    rememberHandOff(storage, 'p1', { origin: 'http://localhost:5174' });
    expect(recallHandOff(storage, 'p1', ALLOWED)).toEqual({ origin: 'http://localhost:5174' });
    expect(recallHandOff(storage, 'p2', ALLOWED)).toEqual({});
    // an origin no longer allowed (or written by someone else) is not used
    expect(recallHandOff(storage, 'p1', ['https://partner.example'])).toEqual({});
    storage.setItem(
      'avios.externalCheckout',
      JSON.stringify({ transactionId: 'p1', returnTo: 'javascript:alert(1)' }),
    );
    expect(recallHandOff(storage, 'p1', ALLOWED)).toEqual({});
    storage.setItem('avios.externalCheckout', '{not json');
    expect(recallHandOff(storage, 'p1', ALLOWED)).toEqual({});
  });

  it('keeps nothing when the address carried nothing (a later visit keeps the earlier one)', () => {
    const storage = memoryStorage();
    rememberHandOff(storage, 'p1', { origin: 'http://localhost:5174' });
    rememberHandOff(storage, 'p1', {});
    expect(recallHandOff(storage, 'p1', ALLOWED)).toEqual({ origin: 'http://localhost:5174' });
    expect(() => rememberHandOff(undefined, 'p1', { origin: 'x' })).not.toThrow();
  });
});

describe('resultMessage', () => {
  it('is the contract the element checks', () => {
    expect(resultMessage('p1', 'done')).toEqual({
      type: 'avios-checkout-result',
      transactionId: 'p1',
      status: 'done',
    });
  });
});

describe('applyExternalContext', () => {
  const context = () => ({ setPartner: vi.fn(() => true), setMarket: vi.fn(() => true) });

  it('opens an /external address in the partner and market it names', () => {
    const c = context();
    applyExternalContext(c, '/en-GB/external/checkout/p1', '?partner=ba&market=gb&origin=x');
    expect(c.setPartner).toHaveBeenCalledWith('BA');
    expect(c.setMarket).toHaveBeenCalledWith('GB');
  });

  it.each([
    ['/purchase', '?partner=BA'],
    ['/checkout/p1', '?partner=BA'],
    ['/externally-bought', '?partner=BA'],
    [null, '?partner=BA'],
  ])('leaves other addresses alone (%s)', (path, search) => {
    const c = context();
    applyExternalContext(c, path, search);
    expect(c.setPartner).not.toHaveBeenCalled();
    expect(c.setMarket).not.toHaveBeenCalled();
  });
});
