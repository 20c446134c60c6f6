// The payment step of the elements' SDK, from the element's payment configuration
// (paymentConfig.ts): the sandbox card form, Adyen Web's Drop-in described by attributes
// (fetched with its adapter when the payment step first needs it), a provider the host built,
// or none at all when the shop's hosted checkout pays.
//
// A Drop-in renders in the element's light DOM (lightDomPayments.ts); it and Adyen's adapter
// are fetched when the payment step first needs them, never with the first render.
import { SdkError, isSdkError } from '@avios/sdk';
import type { AviosOptions, PaymentProvider } from '@avios/sdk';
import type { PaymentsConfig } from './paymentConfig';

const failedToLoad = (error: unknown) =>
  isSdkError(error)
    ? error
    : new SdkError('checkout_payment_form_failed_to_load', {
        message: `The payment form could not be fetched: ${String(error)}`,
        cause: error,
      });

/** A Drop-in provider whose code is fetched when the payment step first needs it. */
function lazyDropIn(load: () => Promise<PaymentProvider>): PaymentProvider {
  let provider: Promise<PaymentProvider> | undefined;
  const get = (): Promise<PaymentProvider> =>
    (provider ??= load().catch((error: unknown) => {
      provider = undefined; // the next attempt fetches again
      throw failedToLoad(error);
    }));
  return {
    kind: 'drop-in',
    async load(session) {
      await (await get()).load?.(session);
    },
    mount(element, session, handlers) {
      let unmount: (() => void) | undefined;
      let removed = false;
      get().then(
        (real) => {
          if (!removed) unmount = real.mount?.(element, session, handlers);
        },
        (error: unknown) => {
          if (!removed) handlers.onError(failedToLoad(error));
        },
      );
      return () => {
        removed = true;
        unmount?.();
      };
    },
  };
}

/** With `checkout="hosted"` the shop pays: a payment step here is a configuration error. */
const HOSTED_ONLY: PaymentProvider = {
  kind: 'card-form',
  load: () =>
    Promise.reject(
      new SdkError('checkout_payment_form_failed_to_load', {
        message:
          'This page pays through the hosted checkout (checkout="hosted"): no payment form here.',
      }),
    ),
};

/** `createAvios`'s `payments` for an element's payment configuration. */
export function paymentsFor(payments: PaymentsConfig): AviosOptions['payments'] {
  switch (payments.kind) {
    case 'sandbox':
      return { baseUrl: payments.url };
    case 'provider': {
      const { provider } = payments;
      if (provider.kind !== 'drop-in') return provider;
      return lazyDropIn(() => import('./lightDomPayments').then((m) => m.inLightDom(provider)));
    }
    case 'adyen':
      return lazyDropIn(() =>
        Promise.all([import('./adyenInElement'), import('./lightDomPayments')]).then(
          ([adyen, lightDom]) => lightDom.inLightDom(adyen.adyenPayments(payments)),
        ),
      );
    case 'none':
      return HOSTED_ONLY;
  }
}
