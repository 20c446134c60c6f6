import { TOKEN_CACHE_MARGIN_S } from '../rules/constants';

/**
 * Reads the payload of a JWT without verifying it. The SDK only needs `exp` to decide
 * whether its cached copy is still usable; the purchase API verifies the signature.
 * Returns `undefined` for opaque tokens or malformed payloads.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The `exp` claim in seconds since the epoch, when the token carries a numeric one. */
export function tokenExpiry(token: string): number | undefined {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
}

/**
 * spec §4 Token, §9: a cached token counts as expired `TOKEN_CACHE_MARGIN_S` (60 s) before
 * its `exp`, so a request never leaves with a token that lapses on the way.
 */
export function isExpired(exp: number, nowMs: number = Date.now()): boolean {
  return exp - TOKEN_CACHE_MARGIN_S <= nowMs / 1000;
}
