// The shop's side of the hosted checkout hand-off (docs/payments.md "Hosted checkout"): a
// partner's page whose element has `checkout="hosted"` sends the member to spec §2's
// `/external/checkout/{transactionId}`, in a popup (`?origin=` the element page's origin) or
// on this tab when the browser blocked it (`?returnTo=` the element page's address). Once
// the transaction is final the shop tells the popup's opener, at that exact origin only, or
// sends the member back, to an allowed partner address only. `partner` and `market` open the
// shop in the member's context (the language is the address's locale segment).
import { safeLink } from '@avios/sdk/rules';
import type { ContextStore } from '@avios/sdk';

/** `type` of the message to the opener (packages/elements/src/shared/hostedCheckout.ts). */
export const RESULT_MESSAGE_TYPE = 'avios-checkout-result';

/**
 * The sandbox's allowed origins (`SANDBOX_ORIGINS`' default, docs/sandbox.md): the partner
 * pages this demo shop answers when `VITE_PARTNER_ORIGINS` is not set. A test keeps the two
 * lists equal (externalCheckout.test.ts).
 */
export const DEFAULT_PARTNER_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://localhost:5174',
  'http://localhost:5175',
  'http://localhost:5176',
  'http://localhost:5177',
  'http://localhost:5178',
];

/** An http(s) origin exactly as written (`scheme://host[:port]`, no path), else `undefined`. */
export function httpOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The partner pages the shop hands results to: `VITE_PARTNER_ORIGINS` (comma-separated
 * origins; anything that is not an http(s) origin is left out), else the sandbox's.
 */
export function partnerOrigins(value: string | undefined): readonly string[] {
  const listed = (value ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (listed.length === 0) return DEFAULT_PARTNER_ORIGINS;
  return listed.map(httpOrigin).filter((o): o is string => o !== undefined);
}

/** Where the result goes: the opener's origin (popup) or an address to go back to (same tab). */
export interface HandOff {
  origin?: string;
  returnTo?: string;
}

/**
 * The hand-off an external checkout address carries, checked: `origin` must be an http(s)
 * origin on the allow-list; `returnTo` an absolute http(s) address (the SDK's `safeLink`, as
 * for every link the shop renders) whose origin is on it. Anything else is dropped.
 */
export function readHandOff(search: string, allowed: readonly string[]): HandOff {
  const params = new URLSearchParams(search);
  const origin = httpOrigin(params.get('origin'));
  const link = safeLink(params.get('returnTo'));
  const returnTo =
    link && !link.internal && allowed.includes(new URL(link.href).origin) ? link.href : undefined;
  return {
    ...(origin && allowed.includes(origin) ? { origin } : {}),
    ...(returnTo ? { returnTo } : {}),
  };
}

const STORAGE_KEY = 'avios.externalCheckout';

/**
 * Keeps a transaction's hand-off for this tab: the checkout navigates to its result page
 * without the query. One transaction at a time.
 */
export function rememberHandOff(
  storage: Storage | undefined,
  transactionId: string,
  handOff: HandOff,
): void {
  if (!handOff.origin && !handOff.returnTo) return;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ transactionId, ...handOff }));
  } catch {
    // storage blocked: the hand-off then works on the page that carries it only
  }
}

/** The kept hand-off of `transactionId`, checked again against `allowed`. */
export function recallHandOff(
  storage: Storage | undefined,
  transactionId: string,
  allowed: readonly string[],
): HandOff {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const kept = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    if (!kept || kept.transactionId !== transactionId) return {};
    const params = new URLSearchParams();
    if (typeof kept.origin === 'string') params.set('origin', kept.origin);
    if (typeof kept.returnTo === 'string') params.set('returnTo', kept.returnTo);
    return readHandOff(`?${params.toString()}`, allowed);
  } catch {
    return {};
  }
}

export function forgetHandOff(storage: Storage | undefined): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}

/** The message the popup posts to its opener once the transaction is final. */
export function resultMessage(
  transactionId: string,
  status: 'done' | 'failed',
): { type: typeof RESULT_MESSAGE_TYPE; transactionId: string; status: 'done' | 'failed' } {
  return { type: RESULT_MESSAGE_TYPE, transactionId, status };
}

/**
 * Before the SDK starts: an external checkout address opens the shop in the member's partner
 * and market (`?partner=BA&market=GB`), so the session and the transaction are the partner's.
 * The context store checks both (an unknown partner or market changes nothing).
 */
export function applyExternalContext(
  context: Pick<ContextStore, 'setPartner' | 'setMarket'>,
  routerPath: string | null,
  search: string,
): void {
  if (!routerPath || !/(^|\/)external(\/|$)/i.test(routerPath)) return;
  const params = new URLSearchParams(search);
  const partner = params.get('partner');
  const market = params.get('market');
  if (partner) context.setPartner(partner.toUpperCase());
  if (market) context.setMarket(market.toUpperCase());
}
