// Pieces of the session without its state: the member from identity-token claims, the page
// address once a sign-in's answer is read, and whether the identity provider answers.
import type { SessionUser } from './sessionTypes';

export function toUser(claims: Record<string, unknown> | undefined): SessionUser | undefined {
  if (!claims || typeof claims.sub !== 'string') return undefined;
  const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  const ffpKey = Object.keys(claims).find((k) => /(^|\/)ffp_?number$/i.test(k));
  const ffp = ffpKey === undefined ? undefined : claims[ffpKey];
  const user: SessionUser = { sub: claims.sub };
  const fields = {
    name: text(claims.name),
    given_name: text(claims.given_name),
    family_name: text(claims.family_name),
    email: text(claims.email),
    ffpNumber: typeof ffp === 'number' ? String(ffp) : text(ffp),
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) user[key as keyof typeof fields] = value;
  }
  return user;
}

/** Current path without the `code`/`state`/`error` parameters of a login or link return. */
export function cleanCallbackPath(url: URL): string {
  const params = new URLSearchParams(url.search);
  // `iss` names the identity provider on its answer (RFC 9207); like the rest, it is of the
  // sign-in, not of the page
  // and `connect_code` is a linked account's answer (spec §7 connected accounts)
  for (const key of ['code', 'connect_code', 'state', 'iss', 'error', 'error_description']) {
    params.delete(key);
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${url.hash}`;
}

/** How long the identity provider may take to answer before sign-in says it failed. */
const IDENTITY_PROVIDER_CHECK_MS = 4_000;

/**
 * Whether the identity provider's OpenID configuration answers (any HTTP answer counts:
 * only an unreachable host is "down"). Without `fetch` or a window it is assumed up.
 */
export async function identityProviderAnswers(domain: string): Promise<boolean> {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return true;
  const base = /^https?:\/\//.test(domain) ? domain : `https://${domain}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IDENTITY_PROVIDER_CHECK_MS);
  try {
    await fetch(new URL('.well-known/openid-configuration', base.replace(/\/*$/, '/')), {
      // an opaque answer is enough to know the host is there; no CORS needed
      mode: 'no-cors',
      credentials: 'omit',
      signal: controller.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
