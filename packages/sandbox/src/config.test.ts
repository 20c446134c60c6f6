import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_ORIGINS, parseOrigin, parseOrigins } from './config';

describe('configFromEnv', () => {
  it('defaults to the ports of docs/api-contract.md', () => {
    const c = configFromEnv({});
    expect([c.apiPort, c.idpPort, c.contentPort, c.paymentsPort, c.reportsPort, c.stepMs]).toEqual([
      4010, 4011, 4012, 4013, 4014, 1000,
    ]);
    expect(c.origins).toEqual(DEFAULT_ORIGINS);
  });

  it.each([
    ['SANDBOX_API_PORT', '5010', 'apiPort', 5010],
    ['SANDBOX_IDP_PORT', '5011', 'idpPort', 5011],
    ['SANDBOX_CONTENT_PORT', '0', 'contentPort', 0],
    ['SANDBOX_PAYMENTS_PORT', '5013', 'paymentsPort', 5013],
    ['SANDBOX_REPORTS_PORT', '5014', 'reportsPort', 5014],
    ['SANDBOX_STEP_MS', '20', 'stepMs', 20],
  ] as const)('%s=%s sets %s', (name, value, key, expected) => {
    expect(configFromEnv({ [name]: value })[key]).toBe(expected);
  });

  it.each([
    ['SANDBOX_API_PORT', 'abc'],
    ['SANDBOX_IDP_PORT', '70000'],
    ['SANDBOX_STEP_MS', '-5'],
  ])('%s=%s is refused with a message naming it', (name, value) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(name);
  });
});

describe('parseOrigins', () => {
  it.each([
    [undefined, DEFAULT_ORIGINS],
    ['http://localhost:3000', ['http://localhost:3000']],
    [' http://a.test/ , http://b.test:8080,, ', ['http://a.test', 'http://b.test:8080']],
  ])('%j -> %j', (value, expected) => {
    expect(parseOrigins(value)).toEqual(expected);
  });
});

describe("AVIOS_SANDBOX_ORIGINS (a partner's own dev server)", () => {
  it('adds its comma-separated origins to the defaults, each once', () => {
    const { origins } = configFromEnv({
      AVIOS_SANDBOX_ORIGINS:
        'http://localhost:3000, https://shop.test:8443/ ,http://localhost:5173',
    });
    expect(origins).toEqual([
      ...DEFAULT_ORIGINS,
      'http://localhost:3000',
      'https://shop.test:8443',
    ]);
  });

  it('adds them to SANDBOX_ORIGINS when that replaces the defaults', () => {
    const { origins } = configFromEnv({
      SANDBOX_ORIGINS: 'http://localhost:5173',
      AVIOS_SANDBOX_ORIGINS: 'http://localhost:3000',
    });
    expect(origins).toEqual(['http://localhost:5173', 'http://localhost:3000']);
  });

  it('refuses something that is not an origin, naming the variable', () => {
    expect(() => configFromEnv({ AVIOS_SANDBOX_ORIGINS: 'localhost:3000' })).toThrow(
      'AVIOS_SANDBOX_ORIGINS must be a browser origin',
    );
  });
});

describe('parseOrigin', () => {
  it.each([
    ['http://localhost:3000', 'http://localhost:3000'],
    [' http://localhost:3000/ ', 'http://localhost:3000'],
    ['HTTPS://Shop.Example', 'https://shop.example'],
    ['http://localhost:80', 'http://localhost'],
  ])('%j is the Origin header %j', (value, expected) => {
    expect(parseOrigin(value, '--origin')).toBe(expected);
  });

  it.each([
    'localhost:3000',
    'http://localhost:3000/shop',
    'http://localhost:3000?x=1',
    'ftp://localhost:3000',
    'http://user@localhost:3000',
    'not a url',
  ])('refuses %j', (value) => {
    expect(() => parseOrigin(value, '--origin')).toThrow(/^--origin must be a browser origin/);
  });
});
