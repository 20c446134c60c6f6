// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SANDBOX_DEFAULTS, contextWanted, serviceConfig, serviceKey } from './config';

describe('serviceConfig: attributes over sandbox defaults', () => {
  it('no attributes: the local sandbox, sign-in back to this page', () => {
    expect(serviceConfig({})).toEqual({
      apiUrl: 'http://localhost:4010',
      apiPath: '/purchase/v1',
      idpDomain: 'http://localhost:4011',
      clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
      audience: 'https://api.avios.sandbox/purchase',
      redirectUri: `${location.origin}${location.pathname}`,
      contentHost: 'localhost:4012',
      contentSpace: 'avios-sandbox',
      contentEnvironment: 'master',
      contentToken: 'sandbox-delivery-token',
      paymentsUrl: 'http://localhost:4013',
      loginMode: 'popup',
    });
  });

  it.each([
    [{ apiUrl: 'https://api.example/' }, 'apiUrl', 'https://api.example'],
    [{ apiUrl: '  ' }, 'apiUrl', SANDBOX_DEFAULTS.apiUrl],
    [{ idpDomain: 'https://login.example//' }, 'idpDomain', 'https://login.example'],
    [{ clientId: 'c1' }, 'clientIds', { BA: 'c1', IB: 'c1', EI: 'c1' }],
    [{ contentHost: 'cdn.example' }, 'contentHost', 'cdn.example'],
    [{ redirectUri: 'https://shop.example/back' }, 'redirectUri', 'https://shop.example/back'],
    [{ loginMode: 'redirect' }, 'loginMode', 'redirect'],
    [{ loginMode: 'REDIRECT' }, 'loginMode', 'redirect'],
    [{ loginMode: 'sideways' }, 'loginMode', 'popup'],
    [{ paymentsUrl: 'https://pay.example/' }, 'paymentsUrl', 'https://pay.example'],
  ] as const)('%j sets %s', (props, key, value) => {
    expect(serviceConfig(props)[key]).toEqual(value);
  });

  it('the same addresses give the same key whatever the attribute order', () => {
    const a = serviceConfig({ apiUrl: 'https://a', contentHost: 'c' });
    const b = serviceConfig({ contentHost: 'c', apiUrl: 'https://a/' });
    expect(serviceKey(a)).toBe(serviceKey(b));
    expect(serviceKey(a)).not.toBe(
      serviceKey(serviceConfig({ clientId: 'x', apiUrl: 'https://a', contentHost: 'c' })),
    );
  });
});

describe('contextWanted: the partner, language and market attributes that were set', () => {
  it.each([
    [{}, {}],
    [{ partner: 'ba' }, { partner: 'BA' }],
    [
      { partner: ' ', language: 'en-GB', market: 'gb' },
      { language: 'en-GB', market: 'GB' },
    ],
  ])('%j -> %j', (props, wanted) => {
    expect(contextWanted(props)).toEqual(wanted);
  });
});
