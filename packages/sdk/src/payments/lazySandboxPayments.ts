// The sandbox card form's provider as createAvios wires it: the provider's code (its calls,
// answer schemas and wallet sheet) is fetched when the payment step first needs it, not
// with a page's first script, which shows packages and prices only (the first render's size
// budget). Same interface and behaviour as createSandboxPayments.
import { SdkError } from '../errors/sdkError';
import type { PaymentProvider, PaymentSession } from './paymentProvider';
import type { SandboxPayments, SandboxPaymentsOptions } from './sandboxPayments';

/** The wallet buttons the sandbox offers unless told otherwise. */
export const SANDBOX_WALLETS = ['applepay', 'googlepay'] as const;

/** {@link createSandboxPayments} behind a dynamic import, loaded on first use. */
export function lazySandboxPayments(options: SandboxPaymentsOptions): PaymentProvider {
  let provider: Promise<SandboxPayments> | undefined;
  const get = (): Promise<SandboxPayments> =>
    (provider ??= import('./sandboxPayments').then(
      (m) => m.createSandboxPayments(options),
      (error: unknown) => {
        provider = undefined; // the next attempt fetches again
        throw new SdkError('checkout_payment_form_failed_to_load', {
          message: `The payment form could not be fetched: ${String(error)}`,
        });
      },
    ));
  return {
    kind: 'card-form',
    wallets: options.wallets ?? SANDBOX_WALLETS,
    load: async (session: PaymentSession) => (await get()).load(session),
    authorise: async (session, card) => (await get()).authorise(session, card),
    challenge: async (session, code) => (await get()).challenge(session, code),
    payWithWallet: async (session, wallet) => (await get()).payWithWallet(session, wallet),
  };
}
