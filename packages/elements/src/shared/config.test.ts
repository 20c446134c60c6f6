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
  payments: 'adyen',
  adyenClientKey: 'test_KEY',
  adyenEnvironment: 'test',
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
      payments: { kind: 'sandbox', url: 'http://localhost:4013' },
      checkout: { mode: 'inline' },
      loginMode: 'popup',
      cookiePrefix: 'avios_',
      persist: 'cookies',
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
      'payments',
    ]);
    expect(resolved.message).toContain('api-url, idp-domain, client-id');
    expect(resolved.message).toContain('environment="sandbox"');
  });

  it('production: only what the spec fixes is preset; one address missing is named alone', () => {
    const { adyenClientKey: _dropped, ...withoutKey } = PRODUCTION;
    const resolved = resolveConfig({}, withoutKey);
    expect(resolved).toMatchObject({ ok: false, missing: ['adyen-client-key'] });
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
    [
      { paymentsUrl: 'https://pay.example/' },
      'payments',
      { kind: 'sandbox', url: 'https://pay.example' },
    ],
    [{ cookiePrefix: 'bk_' }, 'cookiePrefix', 'bk_'],
    [{ persist: 'NONE' }, 'persist', 'none'],
    [{ persist: 'sometimes' }, 'persist', 'cookies'],
    [{ assetPath: 'https://cdn.example/avios' }, 'assetPath', 'https://cdn.example/avios/'],
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

describe('resolveConfig: how the member pays, never the sandbox card form by default', () => {
  const { payments: _p, adyenClientKey: _k, adyenEnvironment: _e, ...ADDRESSES } = PRODUCTION;

  it('production without a payment choice names payments, and says how to choose', () => {
    const resolved = resolveConfig({}, { ...ADDRESSES, paymentsUrl: 'https://pay.example' });
    expect(resolved).toMatchObject({ ok: false, missing: ['payments'] });
    if (resolved.ok) return;
    expect(resolved.message).toContain('payments="adyen"');
    expect(resolved.message).toContain('checkout="hosted"');
  });

  it('payments="adyen": the client key and a known environment, with its optional files', () => {
    expect(config({}, PRODUCTION).payments).toEqual({
      kind: 'adyen',
      clientKey: 'test_KEY',
      environment: 'test',
    });
    const withFiles = config(
      { adyenSrc: 'https://cdn.example/adyen.js', adyenIntegrity: 'sha384-x', adyenCss: '/a.css' },
      PRODUCTION,
    );
    expect(withFiles.payments).toMatchObject({
      src: 'https://cdn.example/adyen.js',
      integrity: 'sha384-x',
      css: '/a.css',
    });
    expect(resolveConfig({ adyenEnvironment: 'staging' }, PRODUCTION)).toMatchObject({
      ok: false,
      missing: ['adyen-environment'],
    });
  });

  it('an unknown payments value is refused by name', () => {
    expect(resolveConfig({ payments: 'cash' }, PRODUCTION)).toMatchObject({
      ok: false,
      missing: ['payments'],
    });
  });

  it('a provider from configure() pays, unless the element names payments itself', () => {
    const provider = { kind: 'drop-in' as const };
    const page = { ...ADDRESSES, paymentProvider: provider };
    expect(config({}, page).payments).toEqual({ kind: 'provider', provider });
    expect(
      config({ payments: 'sandbox', paymentsUrl: 'https://pay.example' }, page).payments,
    ).toEqual({ kind: 'sandbox', url: 'https://pay.example' });
    // two providers, two SDK instances
    const other = { ...page, paymentProvider: { kind: 'drop-in' as const } };
    expect(serviceKey(config({}, page))).toBe(serviceKey(config({}, page)));
    expect(serviceKey(config({}, page))).not.toBe(serviceKey(config({}, other)));
  });

  it('checkout="hosted": the shop pays, so no payment form is needed, but its address is', () => {
    expect(resolveConfig({ checkout: 'hosted' }, ADDRESSES)).toMatchObject({
      ok: false,
      missing: ['checkout-url'],
    });
    const hosted = config({ checkout: 'hosted', checkoutUrl: 'https://shop.example/' }, ADDRESSES);
    expect(hosted.checkout).toEqual({ mode: 'hosted', url: 'https://shop.example' });
    expect(hosted.payments).toEqual({ kind: 'none' });
    expect(
      resolveConfig({ checkout: 'hosted', checkoutUrl: 'javascript:alert(1)' }, ADDRESSES),
    ).toMatchObject({ ok: false, missing: ['checkout-url'] });
    expect(resolveConfig({ checkout: 'elsewhere' }, ADDRESSES)).toMatchObject({
      ok: false,
      missing: ['checkout'],
    });
  });

  it('a cookie prefix that could break the cookie header is refused', () => {
    expect(resolveConfig({ cookiePrefix: 'a=b;' }, SANDBOX)).toMatchObject({
      ok: false,
      missing: ['cookie-prefix'],
    });
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
