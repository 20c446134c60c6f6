// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SANDBOX_DEFAULTS, contextWanted, resolveConfig, serviceKey } from './config';
import type { ElementConfigProps, ServiceConfig } from './config';

const SANDBOX = { environment: 'sandbox' };
const config = (props: ElementConfigProps, page: ElementConfigProps = SANDBOX): ServiceConfig => {
  const resolved = resolveConfig(props, page);
  if (!resolved.ok) throw new Error(resolved.message);
  return resolved.config;
};
const PRODUCTION = {
  environment: 'production',
  apiUrl: 'https://api.example',
  idpDomain: 'https://login.example',
  clientId: 'client-1',
  audience: 'https://api.example/purchase',
  contentSpace: 'space-1',
  contentToken: 'token-1',
  paymentsUrl: 'https://pay.example',
};

describe('resolveConfig: attributes over the page configuration over the environment', () => {
  it('environment "sandbox": the local sandbox, sign-in back to this page', () => {
    expect(config({})).toEqual({
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
    // the element's own attribute names it just as well
    expect(config(SANDBOX, {})).toEqual(config({}));
  });

  it('no configuration at all: never the sandbox, but every missing address named', () => {
    const resolved = resolveConfig({}, {});
    expect(resolved.ok).toBe(false);
    if (resolved.ok) return;
    expect(resolved.missing).toEqual([
      'api-url',
      'idp-domain',
      'client-id',
      'audience',
      'content-space',
      'content-token',
      'payments-url',
    ]);
    expect(resolved.message).toContain('api-url, idp-domain, client-id');
    expect(resolved.message).toContain('environment="sandbox"');
  });

  it('production: only what the spec fixes is preset; one address missing is named alone', () => {
    const { paymentsUrl: _dropped, ...withoutPayments } = PRODUCTION;
    const resolved = resolveConfig({}, withoutPayments);
    expect(resolved).toMatchObject({ ok: false, missing: ['payments-url'] });
    expect(config({}, PRODUCTION)).toMatchObject({
      apiUrl: 'https://api.example',
      apiPath: '/purchase/v1',
      contentHost: 'cdn.contentful.com',
      contentEnvironment: 'master',
      clientIds: { BA: 'client-1', IB: 'client-1', EI: 'client-1' },
    });
  });

  it('an unknown environment is refused by name', () => {
    expect(resolveConfig({ environment: 'staging' }, {})).toMatchObject({
      ok: false,
      missing: ['environment'],
    });
  });

  it('the element’s attributes win over the page’s configuration', () => {
    const page = { ...PRODUCTION, apiUrl: 'https://page.example' };
    expect(config({ apiUrl: 'https://element.example/' }, page).apiUrl).toBe(
      'https://element.example',
    );
    expect(config({ apiUrl: '  ' }, page).apiUrl).toBe('https://page.example');
    expect(config({ environment: 'sandbox' }, { environment: 'staging' }).apiUrl).toBe(
      SANDBOX_DEFAULTS.apiUrl,
    );
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
    expect(config(props)[key]).toEqual(value);
  });

  it('the same addresses give the same key whatever the attribute order', () => {
    const a = config({ apiUrl: 'https://a', contentHost: 'c' });
    const b = config({ contentHost: 'c', apiUrl: 'https://a/' });
    expect(serviceKey(a)).toBe(serviceKey(b));
    expect(serviceKey(a)).not.toBe(
      serviceKey(config({ clientId: 'x', apiUrl: 'https://a', contentHost: 'c' })),
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
