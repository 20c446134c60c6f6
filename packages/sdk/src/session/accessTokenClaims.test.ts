import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isExpired, tokenExpiry } from './accessTokenClaims';
import { makeJwt } from './testing';

describe('decodeJwtPayload', () => {
  it('reads the payload of a JWT, including non-ASCII claims', () => {
    expect(decodeJwtPayload(makeJwt({ exp: 100, name: 'Iñaki Ñúñez' }))).toEqual({
      exp: 100,
      name: 'Iñaki Ñúñez',
    });
  });

  it.each(['opaque-token', 'a.b.c', 'a..c', `x.${btoa('[1,2]')}.y`, `x.${btoa('null')}.y`, ''])(
    '%j has no payload',
    (token) => {
      expect(decodeJwtPayload(token)).toBeUndefined();
    },
  );
});

describe('tokenExpiry', () => {
  it.each([
    [makeJwt({ exp: 1_900_000_000 }), 1_900_000_000],
    [makeJwt({ exp: '1900000000' }), undefined],
    [makeJwt({ sub: 'x' }), undefined],
    ['opaque', undefined],
  ])('%s -> %s', (token, exp) => {
    expect(tokenExpiry(token)).toBe(exp);
  });
});

// spec §9: token cache margin 60 s.
describe('isExpired', () => {
  const exp = 1_000_000;
  it.each([
    [exp - 3600, false],
    [exp - 61, false],
    [exp - 60, true],
    [exp - 1, true],
    [exp + 10, true],
  ])('at %i s -> %s', (nowS, expired) => {
    expect(isExpired(exp, nowS * 1000)).toBe(expired);
  });
});
