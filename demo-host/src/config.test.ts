import { describe, expect, it } from 'vitest';
import { readConfig, redirectUri } from './config';

describe('readConfig', () => {
  it('points at the local sandbox by default', () => {
    expect(readConfig({})).toEqual({
      basePath: '',
      brandPrefix: undefined,
      apiUrl: 'http://localhost:4010',
      apiPath: '/purchase/v1',
      idpDomain: 'http://localhost:4011',
      audience: 'https://api.avios.sandbox/purchase',
      authCache: 'memory',
      loginMode: 'redirect',
      clientIds: { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' },
      contentHost: 'localhost:4012',
      contentInsecure: true,
      contentSpace: 'avios-sandbox',
      contentEnvironment: 'master',
      contentToken: 'sandbox-delivery-token',
      paymentsUrl: 'http://localhost:4013',
      pollIntervalMs: 3000,
      httpTimeoutMs: 10_000,
    });
  });

  it.each([
    [{ VITE_BASE_PATH: '/collect-avios/buy/' }, 'basePath', '/collect-avios/buy'],
    [{ VITE_BASE_PATH: '  ' }, 'basePath', ''],
    [{ VITE_API_URL: 'https://api.example.com/' }, 'apiUrl', 'https://api.example.com'],
    [{ VITE_IDP_DOMAIN: 'https://login.example.com/' }, 'idpDomain', 'https://login.example.com'],
    [{ VITE_CONTENT_HOST: 'cdn.contentful.com' }, 'contentInsecure', false],
    [{ VITE_CONTENT_HOST: '127.0.0.1:4012' }, 'contentInsecure', true],
    [{ VITE_BRAND_PREFIX: '/iberia' }, 'brandPrefix', '/iberia'],
    [{ VITE_AUTH_CACHE: 'localstorage' }, 'authCache', 'localstorage'],
    [{ VITE_AUTH_CACHE: ' localstorage ' }, 'authCache', 'localstorage'],
    [{ VITE_AUTH_CACHE: 'memory' }, 'authCache', 'memory'],
    [{ VITE_AUTH_CACHE: '' }, 'authCache', 'memory'],
    [{ VITE_AUTH_CACHE: 'cookies' }, 'authCache', 'memory'],
    [{ VITE_LOGIN_MODE: 'popup' }, 'loginMode', 'popup'],
    [{ VITE_LOGIN_MODE: 'sideways' }, 'loginMode', 'redirect'],
    [{ VITE_POLL_INTERVAL_MS: '500' }, 'pollIntervalMs', 500],
    [{ VITE_POLL_INTERVAL_MS: '50' }, 'pollIntervalMs', 3000],
    [{ VITE_POLL_INTERVAL_MS: 'fast' }, 'pollIntervalMs', 3000],
    [{ VITE_HTTP_TIMEOUT_MS: '4000' }, 'httpTimeoutMs', 4000],
    [{ VITE_HTTP_TIMEOUT_MS: '500' }, 'httpTimeoutMs', 10_000],
    [{ VITE_HTTP_TIMEOUT_MS: '60000' }, 'httpTimeoutMs', 10_000],
    [{ VITE_CLIENT_ID_IB: '' }, 'clientIds', { BA: 'avios-ba', IB: 'avios-ib', EI: 'avios-ei' }],
  ] as const)('%j sets %s', (env, key, expected) => {
    expect(readConfig(env)[key]).toEqual(expected);
  });
});

describe('redirectUri', () => {
  it.each([
    ['http://localhost:5173', '', 'http://localhost:5173/'],
    ['http://localhost:5173', '/collect-avios/buy', 'http://localhost:5173/collect-avios/buy'],
  ])('%s + %j -> %s', (origin, base, expected) => {
    expect(redirectUri(origin, base)).toBe(expected);
  });
});
