// The production payment step: Adyen Web's Drop-in over its sessions flow. The purchase API
// gives each transaction a payment session `{id, sessionData}` (spec §4), which is the session
// Adyen's `/sessions` call created, so Drop-in pays it with no server call of ours. Adyen Web is
// an optional peer dependency, imported on first need only (docs/payments.md).
import { SdkError, isSdkError } from '../errors/sdkError';
import type * as AdyenWeb from '@adyen/adyen-web';
import type {
  AdyenCheckoutError,
  CoreConfiguration,
  DropinConfiguration,
  PaymentCompletedData,
  PaymentFailedData,
} from '@adyen/adyen-web';
import type {
  PaymentHandlers,
  PaymentProvider,
  PaymentResult,
  PaymentSession,
} from './paymentProvider';

/** The module `@adyen/adyen-web` (v6). */
type AdyenWebModule = typeof AdyenWeb;

/** Adyen environments: `test`, or the live region of the merchant account. */
export type AdyenEnvironment =
  'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in' | 'live-nea';

const ENVIRONMENTS: readonly string[] = [
  'test',
  'live',
  'live-us',
  'live-au',
  'live-apse',
  'live-in',
  'live-nea',
] satisfies readonly AdyenEnvironment[];

export interface AdyenPaymentsOptions {
  /** Client key of the Adyen API credential (`test_…` or `live_…`); public, made for pages. */
  clientKey: string;
  /** The Adyen environment the purchase API creates its sessions in. */
  environment: AdyenEnvironment;
  /** Language of Drop-in, such as `en-GB`. Defaults to the session's `shopperLocale`. */
  locale?: string;
  /** Shopper's country (ISO 3166-1 alpha-2). Defaults to the session's `countryCode`. */
  countryCode?: string;
  /** Amount on the pay button, in minor units. Defaults to the session's amount. */
  amount?: { value: number; currency: string };
  /**
   * Drop-in's configuration per payment method, such as `{ card: { hasHolderName: true } }`.
   * Defaults to Adyen's defaults.
   */
  paymentMethodsConfiguration?: DropinConfiguration['paymentMethodsConfiguration'];
  /** Loads Adyen Web. Defaults to `import('@adyen/adyen-web')`, on the first `load` or `mount`. */
  loadAdyen?: () => Promise<AdyenWebModule>;
}

export interface AdyenPayments extends PaymentProvider {
  readonly kind: 'drop-in';
  load(session: PaymentSession): Promise<void>;
  mount(element: HTMLElement, session: PaymentSession, handlers: PaymentHandlers): () => void;
}

/** The payment form errors of spec §8 that Adyen's errors become. */
export type PaymentFormErrorCode =
  | 'checkout_payment_form_error'
  | 'checkout_payment_service_failed'
  | 'checkout_payment_form_cancel'
  | 'checkout_payment_form_failed_to_load';

/** `load`: creating the checkout (session setup); `payment`: the mounted Drop-in. */
export type AdyenErrorPhase = 'load' | 'payment';

/**
 * The payment form error of an Adyen error name (`AdyenCheckoutError.name`), spec §8: a cancel
 * is the silent `checkout_payment_form_cancel`; implementation, script and SDK errors mean
 * the form cannot work (`…_failed_to_load`, member leaves checkout); network and API errors
 * fail the load while loading, and once the member is paying they are the payment service
 * failing, not the card (`checkout_payment_service_failed`: the controller checks whether the
 * charge went through). Other errors while paying are a `checkout_payment_form_error`
 * warning (try again).
 */
export function adyenErrorCode(name: string, phase: AdyenErrorPhase): PaymentFormErrorCode {
  switch (name) {
    case 'CANCEL':
      return 'checkout_payment_form_cancel';
    case 'IMPLEMENTATION_ERROR':
    case 'SCRIPT_ERROR':
    case 'SDK_ERROR':
      return 'checkout_payment_form_failed_to_load';
    case 'NETWORK_ERROR':
    case 'API_ERROR':
      return phase === 'load'
        ? 'checkout_payment_form_failed_to_load'
        : 'checkout_payment_service_failed';
    default:
      return phase === 'load'
        ? 'checkout_payment_form_failed_to_load'
        : 'checkout_payment_form_error';
  }
}

function refused(reason: string | undefined): PaymentResult {
  return reason ? { status: 'refused', reason } : { status: 'refused' };
}

/**
 * The result of an Adyen `resultCode`. Received and Pending count as authorised: Adyen holds
 * the payment and settles it later (bank transfers, some wallets), so the payment step is over
 * for the member; the purchase API's transaction state, polled on the result page (spec §4),
 * stays the authority on whether points are credited. Refused, Error, Cancelled and anything
 * else are refused, the code kept as the reason.
 */
export function adyenPaymentResult(resultCode: string | undefined): PaymentResult {
  if (resultCode === 'Authorised' || resultCode === 'Received' || resultCode === 'Pending') {
    return { status: 'authorised' };
  }
  return refused(resultCode);
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : 'ERROR';
}

function sdkErrorOf(error: unknown, phase: AdyenErrorPhase): SdkError {
  const name = errorName(error);
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  return new SdkError(adyenErrorCode(name, phase), {
    message: `Adyen ${phase === 'load' ? 'checkout failed to load' : 'payment failed'} (${name})${detail}`,
    cause: error,
  });
}

/** The handlers of each Drop-in mounted on a checkout, in mount order. */
type Mounts = Map<AdyenWeb.Dropin, PaymentHandlers>;

interface LoadedCheckout {
  adyen: AdyenWebModule;
  checkout: AdyenWeb.Core;
  mounts: Mounts;
}

type CheckoutCallbacks = Pick<
  CoreConfiguration,
  'onPaymentCompleted' | 'onPaymentFailed' | 'onError'
>;

// Drop-in's payment methods call the checkout's callbacks, not Drop-in's own, so they are set
// once on the checkout and sent on to the Drop-in they name. 3-D Secure, secured fields and
// the checkout itself name none: those go to the Drop-in mounted last. Nothing mounted (still
// loading, or unmounted): dropped, the rejected load or the host's unmount said it already.
function callbacksFor(adyen: AdyenWebModule, mounts: Mounts): CheckoutCallbacks {
  const mountOf = (component: unknown): [AdyenWeb.Dropin, PaymentHandlers] | undefined => {
    if (!(component instanceof adyen.Dropin)) return [...mounts.entries()].at(-1);
    const handlers = mounts.get(component);
    return handlers && [component, handlers];
  };
  // A payment's end is Drop-in's last word: it then shows its final state, and what its parts
  // do next (a wallet's script load cancelled as the list closes) is no member's doing.
  const finish = (component: unknown, report: (handlers: PaymentHandlers) => void) => {
    const mount = mountOf(component);
    if (!mount) return;
    mounts.delete(mount[0]);
    report(mount[1]);
  };
  return {
    onPaymentCompleted(data: PaymentCompletedData, component?: unknown) {
      finish(component, (handlers) => handlers.onResult(adyenPaymentResult(data.resultCode)));
    },
    onPaymentFailed(data?: PaymentFailedData, component?: unknown) {
      finish(component, (handlers) => {
        // a failed /payments call arrives here as the error onError has reported
        if (!(data instanceof Error)) handlers.onResult(refused(data?.resultCode));
      });
    },
    onError(error: AdyenCheckoutError, component?: unknown) {
      const handlers = mountOf(component)?.[1];
      if (!handlers) return;
      const sdkError = sdkErrorOf(error, 'payment');
      // spec §8: a cancelled wallet sheet is the silent checkout_payment_form_cancel
      if (sdkError.code === 'checkout_payment_form_cancel') handlers.onCancel?.();
      else handlers.onError(sdkError);
    },
  };
}

function missingConfiguration(options: AdyenPaymentsOptions): string | undefined {
  if (!options.clientKey) return 'Adyen payments need a clientKey';
  if (!ENVIRONMENTS.includes(options.environment)) {
    return `Adyen payments need an environment (${ENVIRONMENTS.join(', ')}), got ${String(options.environment)}`;
  }
  return undefined;
}

/**
 * Adyen Web Drop-in as the payment step (sessions flow). `load` creates the checkout for a
 * session (Adyen's session setup call); `mount` renders Drop-in. Every failure to load is
 * `checkout_payment_form_failed_to_load` (spec §8).
 */
export function createAdyenPayments(options: AdyenPaymentsOptions): AdyenPayments {
  const importAdyen = options.loadAdyen ?? (() => import('@adyen/adyen-web'));
  let library: Promise<AdyenWebModule> | undefined;
  let current: { sessionId: string; checkout: Promise<LoadedCheckout> } | undefined;

  // one import, kept; forgotten on failure so that a later load tries again
  function loadLibrary(): Promise<AdyenWebModule> {
    library ??= importAdyen().catch((error: unknown) => {
      library = undefined;
      throw error;
    });
    return library;
  }

  async function createCheckout(session: PaymentSession): Promise<LoadedCheckout> {
    const missing = missingConfiguration(options);
    // spec §8: missing environment configuration is a payment form load failure
    if (missing) throw new SdkError('checkout_payment_form_failed_to_load', { message: missing });
    try {
      const adyen = await loadLibrary();
      const mounts: Mounts = new Map();
      const checkout = await adyen.AdyenCheckout({
        session: { id: session.id, sessionData: session.sessionData },
        clientKey: options.clientKey,
        environment: options.environment,
        ...(options.locale ? { locale: options.locale } : {}),
        ...(options.countryCode ? { countryCode: options.countryCode } : {}),
        ...(options.amount ? { amount: options.amount } : {}),
        ...callbacksFor(adyen, mounts),
      });
      return { adyen, checkout, mounts };
    } catch (error) {
      // spec §8: script, implementation, network error or an expired session all fail the load
      throw sdkErrorOf(error, 'load');
    }
  }

  // one checkout per session, kept for mount; forgotten on failure
  function open(session: PaymentSession): Promise<LoadedCheckout> {
    if (current?.sessionId === session.id) return current.checkout;
    const checkout = createCheckout(session);
    const entry = { sessionId: session.id, checkout };
    current = entry;
    checkout.catch(() => {
      if (current === entry) current = undefined;
    });
    return checkout;
  }

  function createDropin({ adyen, checkout }: LoadedCheckout): AdyenWeb.Dropin {
    // every payment method class, as `@adyen/adyen-web/auto` registers them: the session
    // (the merchant's account and the /sessions call) decides which ones Drop-in shows
    const paymentMethodComponents = Object.values(adyen.components).filter(
      (component) => component !== adyen.Dropin,
    ) as DropinConfiguration['paymentMethodComponents'];
    return new adyen.Dropin(checkout, {
      paymentMethodComponents,
      ...(options.paymentMethodsConfiguration
        ? { paymentMethodsConfiguration: options.paymentMethodsConfiguration }
        : {}),
    });
  }

  return {
    kind: 'drop-in',
    async load(session) {
      await open(session);
    },
    mount(element, session, handlers) {
      let removed = false;
      let mounted: { dropin: AdyenWeb.Dropin; mounts: Mounts } | undefined;
      open(session)
        .then((loaded) => {
          if (removed) return;
          const dropin = createDropin(loaded);
          loaded.mounts.set(dropin, handlers);
          mounted = { dropin, mounts: loaded.mounts };
          dropin.mount(element);
        })
        .catch((error: unknown) => {
          if (!removed) handlers.onError(isSdkError(error) ? error : sdkErrorOf(error, 'load'));
        });
      // safe before the load finished: the Drop-in is then never rendered
      return () => {
        removed = true;
        if (!mounted) return;
        // forgotten first: removing Drop-in cancels what it was loading (a wallet's script)
        mounted.mounts.delete(mounted.dropin);
        mounted.dropin.remove();
      };
    },
  };
}
