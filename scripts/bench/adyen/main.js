// Adyen Web's Drop-in with the card, the advanced flow, as a partner writes it with a bundler
// (https://docs.adyen.com/online-payments/build-your-integration/advanced-flow/?platform=Web&integration=Drop-in&version=6):
// the page asks its own server for the payment methods (that server calls Adyen's
// /paymentMethods; here the bench answers with a static copy, paymentMethods.json), then mounts
// Drop-in with them. Imports name only Drop-in and the card, so the bundler drops the other
// payment methods' components.
import { AdyenCheckout, Card, Dropin } from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';

const response = await fetch('/api/paymentMethods', { method: 'POST' });
const paymentMethodsResponse = await response.json();

const checkout = await AdyenCheckout({
  clientKey: 'test_BENCH000000000000000000000000',
  environment: 'test',
  locale: 'es-ES',
  countryCode: 'ES',
  amount: { value: 4500, currency: 'EUR' },
  paymentMethodsResponse,
  // The bench stops at the mounted card form and never pays: a live page posts `state.data`
  // to its own server here (which calls Adyen's /payments) and resolves with the result.
  onSubmit: (_state, _component, actions) => actions.reject(),
  onAdditionalDetails: (_state, _component, actions) => actions.reject(),
});

new Dropin(checkout, {
  paymentMethodComponents: [Card],
  // The reference point of the bench (scripts/bench/loads.mjs): Drop-in has created its
  // payment methods and rendered the list, the card (the first method) open.
  onReady: () => {
    window.__adyenDropinReady ??= performance.now();
  },
}).mount('#dropin');
