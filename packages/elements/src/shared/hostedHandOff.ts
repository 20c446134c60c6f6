// The contract between an element with `checkout="hosted"` and the shop's hosted checkout
// (hostedCheckout.ts): the shop's address for a transaction (spec §2's locale segment and
// `/external` layout), the result message the shop's popup posts and when it counts, and
// whether a transaction is already past its payment step (spec §4).
import { isPastPayment } from '@avios/sdk/checkout';

/** `type` of the message the shop's external result page posts to its opener. */
export const HOSTED_RESULT_TYPE = 'avios-checkout-result';

/** What an accepted message says. Its status is a hint: the purchase API decides. */
export interface HostedResult {
  transactionId: string;
  status: 'done' | 'failed';
}

/** The origin of an http(s) address, or `undefined`. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The result message when it counts, else `undefined`. It counts only when all hold:
 * it comes from the checkout's origin (`event.origin`, set by the browser), from the
 * window this element opened (`event.source`), names the transaction this element created,
 * and has the contract's shape (`{type: 'avios-checkout-result', transactionId, status}`).
 */
export function acceptResultMessage(
  event: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown; transactionId: string },
): HostedResult | undefined {
  if (expected.source == null || event.source !== expected.source) return undefined;
  if (!expected.origin || expected.origin === 'null' || event.origin !== expected.origin) {
    return undefined;
  }
  const data = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, transactionId, status } = data as Record<string, unknown>;
  if (type !== HOSTED_RESULT_TYPE) return undefined;
  if (typeof transactionId !== 'string' || transactionId !== expected.transactionId) {
    return undefined;
  }
  if (status !== 'done' && status !== 'failed') return undefined;
  return { transactionId, status };
}

/** The member's context, which the shop opens in. */
export interface HandOffContext {
  partner: string;
  language: string;
  market: string;
}

/**
 * The shop's external checkout for `transactionId`: `{checkoutUrl}/{language}/external/
 * checkout/{id}` (spec §2's locale segment) with `partner` and `market`, and either `origin`
 * (this page's origin: the only one the popup posts its result to) or `returnTo` (where the
 * shop sends the member back after a same-tab payment).
 */
export function hostedCheckoutUrl(
  checkoutUrl: string,
  transactionId: string,
  handOff: HandOffContext & { origin?: string; returnTo?: string },
): string {
  const base = checkoutUrl.replace(/\/+$/, '');
  const language = encodeURIComponent(handOff.language);
  const url = new URL(`${base}/${language}/external/checkout/${encodeURIComponent(transactionId)}`);
  url.searchParams.set('partner', handOff.partner);
  url.searchParams.set('market', handOff.market);
  if (handOff.origin) url.searchParams.set('origin', handOff.origin);
  if (handOff.returnTo) url.searchParams.set('returnTo', handOff.returnTo);
  return url.href;
}

/** The SDK's rule (`isPastPayment`): the result page has the outcome, never pay again. */
export const pastPayment = isPastPayment;
