// The payment step of checkout (spec §2 wallets, §4, §8 payment errors): a card, a 3-D
// Secure answer, a wallet or a drop-in form pays the open transaction's payment session.
import { SdkError, isSdkError } from '../errors/sdkError';
import type {
  CardDetails,
  PaymentProvider,
  PaymentResult,
  WalletKind,
} from '../payments/paymentProvider';
import type { CheckoutCore } from './checkoutCore';
import type { CheckoutState, CheckoutTarget } from './checkoutMachine';
import { isPastPayment } from './transactionStatus';

/** The `Checkout` methods of the payment step (documented there). */
export interface PaymentStep {
  pay(card: CardDetails): Promise<CheckoutState>;
  challenge(code: string): Promise<CheckoutState>;
  payWithWallet(wallet: WalletKind): Promise<CheckoutState>;
  settleDropIn(outcome: { result: PaymentResult } | { error: unknown }): Promise<CheckoutState>;
}

/** Without a provider every payment call leaves the state unchanged. */
export function createPaymentStep(
  core: CheckoutCore,
  payments: PaymentProvider | undefined,
): PaymentStep {
  const { send, report, draftStore, errors, fallbackTarget } = core;

  /** Whether the transaction moved past payment (its result page has the outcome). */
  async function paidMeanwhile(transactionId: string): Promise<boolean> {
    try {
      return isPastPayment(await core.fetchDetails(transactionId), transactionId);
    } catch {
      return false;
    }
  }

  async function doPay(
    run: (session: { id: string; sessionData: string }) => Promise<PaymentResult>,
  ): Promise<CheckoutState> {
    const before = core.getState();
    if (
      !payments ||
      !(before.status === 'payment' || before.status === 'challenge') ||
      !before.session
    ) {
      return core.getState();
    }
    const { transactionId, session } = before;
    send({ type: 'pay' });
    try {
      const result = await run(session);
      // a warning of an earlier try (a wrong card, a service that did not answer) must not
      // follow the member to the result page
      if (result.status !== 'challenge') errors?.clear('page');
      return send({ type: 'pay_done', transactionId, result });
    } catch (error) {
      if (isSdkError(error) && error.code === 'checkout_payment_service_failed') {
        // The answer may have been lost after the charge: the transaction knows. Paid, the
        // result page shows it; not paid, the member is told and may pay again (the same
        // session never charges twice).
        if (await paidMeanwhile(transactionId)) {
          errors?.clear('page');
          const target: CheckoutTarget = { type: 'transaction', transactionId };
          return send({ type: 'pay_failed', transactionId, error, target });
        }
      }
      const sdkError = report(error);
      // spec §8: a payment form that cannot load sends the member out of checkout
      const leave = sdkError.code === 'checkout_payment_form_failed_to_load';
      if (leave && draftStore.read()?.transactionId === transactionId) draftStore.release();
      return send({
        type: 'pay_failed',
        transactionId,
        error: sdkError,
        ...(leave ? { target: fallbackTarget(transactionId) } : {}),
      });
    }
  }

  return {
    pay(card) {
      return doPay((session) => {
        if (!payments?.authorise)
          throw new SdkError('checkout_payment_form_failed_to_load', {
            message: 'The payment provider takes no card',
          });
        return payments.authorise(session, card);
      });
    },
    challenge(code) {
      if (!payments?.challenge) return Promise.resolve(core.getState());
      const answer = payments.challenge.bind(payments);
      return doPay((session) => answer(session, code));
    },
    payWithWallet(wallet) {
      if (!payments?.payWithWallet || !payments.wallets?.includes(wallet)) {
        return Promise.resolve(core.getState());
      }
      const sheet = payments.payWithWallet.bind(payments);
      return doPay((session) => sheet(session, wallet));
    },
    settleDropIn(outcome) {
      return doPay(() =>
        'result' in outcome ? Promise.resolve(outcome.result) : Promise.reject(outcome.error),
      );
    },
  };
}
