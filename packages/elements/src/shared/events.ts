// The DOM events a host page listens to. Every one is prefixed `avios-`, bubbles and is
// composed (it leaves the shadow root), so a listener on `document` hears every element.
// They are dispatched on the host element itself, and `emit` answers `dispatchEvent`'s
// result, which the cancelable events need. Details are typed with the SDK's own unions
// (type imports only: nothing of the SDK is bundled for them).
import type { ErrorCode, ErrorSeverity, Language, Market, Partner } from '@avios/sdk';
import type { ErrorScope } from '@avios/sdk/errors';
import type { TransactionType } from '@avios/sdk/rules';

/** `avios-ready`: the SDK is initialised (context and session known). */
export interface AviosReadyDetail {
  partner: Partner;
  language: Language;
  market: Market;
  signedIn: boolean;
}

/**
 * `avios-session`: the member signed in or out after the element's `avios-ready` (the state
 * at readiness is `avios-ready`'s `signedIn`; this event never repeats it).
 */
export interface AviosSessionDetail {
  signedIn: boolean;
  partner: Partner;
}

/**
 * `avios-signin-required` (cancelable): the visitor must sign in to go on. Unless a listener
 * calls `preventDefault()`, the element sends them to the identity provider, and they come
 * back to `returnTo`.
 */
export interface AviosSigninRequiredDetail {
  returnTo: string;
  stepUp: boolean;
}

/** `avios-package-select`: a package was selected (`avios` set) or unselected (`avios` null). */
export interface AviosPackageSelectDetail {
  product: 'purchase';
  avios: number | null;
  bonusAvios: number | null;
  price: number | null;
  currency: string;
}

/** `avios-checkout-create`: a transaction was created; the checkout for it opens next. */
export interface AviosCheckoutCreateDetail {
  transactionId: string;
  /** From the id prefix (spec §4): `purchase`, `gift`, `transfer`, `booster`, `subscription` or `generic`. */
  product: TransactionType;
}

/** `avios-transaction-finish`: the transaction reached a final status. */
export interface AviosTransactionFinishDetail {
  transactionId: string;
  status: 'done' | 'failed';
  /** The transaction's numeric error code when it failed with one. */
  errorCode?: number;
}

/**
 * The codes an element says itself, outside the SDK's catalogue (spec §8): the element
 * could not start, or the page gave it what no SDK call can say (an unknown partner), so
 * there is no content service to word them. docs/errors.md
 * lists them with the catalogue (errorsDoc.test.ts keeps the two in step).
 */
export const ELEMENT_ERROR_CODES = {
  configuration_missing: {
    severity: 'error',
    scope: 'global',
    shown: true,
    meaning:
      'The element has no service addresses (or no payments in production): it shows what is missing instead of a screen.',
  },
  element_unavailable: {
    severity: 'error',
    scope: 'global',
    shown: false,
    meaning: 'The element could not load its screens (a chunk failed to download): it stays empty.',
  },
  partner_invalid: {
    severity: 'error',
    scope: 'global',
    shown: false,
    meaning:
      'The `partner` attribute (or the page configuration’s) is not BA, IB or EI: the element keeps its partner (spec §4).',
  },
} as const satisfies Record<
  string,
  { severity: ErrorSeverity; scope: ErrorScope; shown: boolean; meaning: string }
>;

/** A code only an element fires (see {@link ELEMENT_ERROR_CODES}). */
export type ElementErrorCode = keyof typeof ELEMENT_ERROR_CODES;

/** `avios-error`: an error from the catalogue (spec §8) is now shown or acted upon. */
export interface AviosErrorDetail {
  /**
   * A catalogue code (`token_worker_unavailable` among them), a numbered network or API
   * error outside the table (`network_error_500`, `api_error_77`), or an element's own code.
   * Every one is in docs/errors.md.
   */
  code: ErrorCode | ElementErrorCode;
  severity: ErrorSeverity;
  scope: ErrorScope;
  message?: string;
}

/**
 * `avios-navigate` (cancelable): a link leads outside the element, e.g. a product card on
 * the discovery element. Unless prevented, the page goes to `href`.
 */
export interface AviosNavigateDetail {
  path: string;
  href: string;
}

/**
 * Event name -> detail, for `addEventListener` typing and `emit`: every event, declared once.
 * Each one's comment is its line in custom-elements.json (manifest.mjs); which element fires
 * which is its row's `events` in src/elements.ts.
 */
export interface AviosEventDetails {
  /** The SDK is initialised: `{partner, language, market, signedIn}`. */
  'avios-ready': AviosReadyDetail;
  /** The member signed in or out after `avios-ready`: `{signedIn, partner}`. */
  'avios-session': AviosSessionDetail;
  /** Sign-in is needed (cancelable): `{returnTo, stepUp}`. */
  'avios-signin-required': AviosSigninRequiredDetail;
  /** A package was selected (`avios` set) or unselected (`avios` null). */
  'avios-package-select': AviosPackageSelectDetail;
  /** A transaction was created: `{transactionId, product}`. */
  'avios-checkout-create': AviosCheckoutCreateDetail;
  /** The transaction is final: `{transactionId, status, errorCode?}`. */
  'avios-transaction-finish': AviosTransactionFinishDetail;
  /** An error a host can act on (docs/errors.md): `{code, severity, scope, message?}`. */
  'avios-error': AviosErrorDetail;
  /** A link leads outside the element (cancelable): `{path, href}`. */
  'avios-navigate': AviosNavigateDetail;
}

export type AviosEventName = keyof AviosEventDetails;

export type AviosEventMap = { [K in AviosEventName]: CustomEvent<AviosEventDetails[K]> };

export const AVIOS_EVENTS = [
  'avios-ready',
  'avios-session',
  'avios-signin-required',
  'avios-package-select',
  'avios-checkout-create',
  'avios-transaction-finish',
  'avios-error',
  'avios-navigate',
] as const satisfies readonly AviosEventName[];

// every event is listed (a missing one fails the type check here)
type Unlisted = Exclude<AviosEventName, (typeof AVIOS_EVENTS)[number]>;
const everyEvent: Unlisted extends never ? true : Unlisted = true;
void everyEvent;

const CANCELABLE: ReadonlySet<AviosEventName> = new Set([
  'avios-signin-required',
  'avios-navigate',
]);

/**
 * Dispatches `name` on `target`, bubbling and composed. Returns `false` when a listener
 * called `preventDefault()` on a cancelable event.
 */
export function emit<K extends AviosEventName>(
  target: EventTarget,
  name: K,
  detail: AviosEventDetails[K],
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: CANCELABLE.has(name),
    }),
  );
}

declare global {
  // `el.addEventListener('avios-ready', (e) => e.detail.partner)` is typed: every event of
  // AviosEventDetails, merged into the DOM's map
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends AviosEventMap {}
}
