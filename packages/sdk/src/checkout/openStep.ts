// spec §4 "Opening checkout": the transaction is read and its status decides where the
// member goes: signing in again, the result page, or the payment step (whose form is loaded
// first, spec §8); anything else is an error logged 'Unhandled transaction status'.
import { SdkError, isSdkError } from '../errors/sdkError';
import { checkoutNavigation } from '../rules/checkoutNavigation';
import type { PaymentProvider } from '../payments/paymentProvider';
import { asSdkError, isMissingTransaction } from './checkoutCore';
import type { CheckoutCore } from './checkoutCore';
import { transition } from './checkoutMachine';
import type { CheckoutState } from './checkoutMachine';
import { paymentSessionOf, transactionStatus } from './transactionStatus';
import type { TransactionDetails } from './transactionStatus';

export async function openTransaction(
  core: CheckoutCore,
  transactionId: string,
  deps: { payments: PaymentProvider | undefined; logger: Pick<Console, 'error'> },
): Promise<CheckoutState> {
  const { send, report, draftStore, fallbackTarget } = core;
  const { payments, logger } = deps;
  const state = core.getState();
  if (transition(state, { type: 'open', transactionId }) === state) return state;
  const loading = send({ type: 'open', transactionId });
  if (loading.status !== 'loading') return loading;
  const draft = core.draftFor(transactionId);
  let details: TransactionDetails;
  try {
    details = await core.fetchDetails(transactionId);
  } catch (error) {
    // spec §4: with an id, back to its product; else the draft's step; else /. spec §8: a
    // transaction that cannot be found (or is not this member's) says so on the way
    const target = fallbackTarget(transactionId);
    const failure = isMissingTransaction(error)
      ? new SdkError('missing_transaction', { cause: asSdkError(error) })
      : error;
    return send({ type: 'open_failed', transactionId, error: report(failure), target });
  }
  const status = transactionStatus(details, {
    productType: loading.productType,
    redirectUrl: draft?.redirectUrl,
    followRedirect: draft?.followRedirect,
  });
  const session = paymentSessionOf(details);
  switch (checkoutNavigation(status)) {
    case 'reauthenticate':
      if (draft) draftStore.update({ followRedirect: false, status: 'mfa_pending' });
      return send({
        type: 'open_done',
        transactionId,
        details,
        checkoutStatus: status,
        redirectUrl: draft?.redirectUrl,
      });
    case 'transaction-page':
      if (draft && status !== 'unhandled') draftStore.update({ status });
      return send({ type: 'open_done', transactionId, details, checkoutStatus: status });
    case 'stay':
      if (draft)
        draftStore.update({
          status: 'payment_pending',
          ...(session ? { payment: session } : {}),
        });
      // spec §8: a payment form that cannot load (configuration, implementation, network,
      // expired session) takes the member out of checkout to the product, draft kept
      if (session && payments?.load) {
        try {
          await payments.load(session);
        } catch (error) {
          const failure =
            isSdkError(error) && error.code === 'checkout_payment_form_failed_to_load'
              ? error
              : new SdkError('checkout_payment_form_failed_to_load', { cause: error });
          // the member's choice stays for the product page; the next try is a new order
          if (draft) draftStore.release();
          return send({
            type: 'open_failed',
            transactionId,
            error: report(failure),
            target: fallbackTarget(transactionId),
          });
        }
      }
      return send({
        type: 'open_done',
        transactionId,
        details,
        checkoutStatus: status,
        ...(session ? { session } : {}),
      });
    case 'error': {
      logger.error('Unhandled transaction status', status, transactionId);
      const error = report(
        new SdkError('unhandled_error', { message: `Unhandled transaction status: ${status}` }),
      );
      return send({ type: 'open_failed', transactionId, error });
    }
  }
}
