// The sandbox payment provider: a card form over the sandbox payments service
// (docs/api-contract.md "Payments"). Answers are schema-checked.
import { SANDBOX_WALLETS } from './lazySandboxPayments';
import { SdkError, isSdkError } from '../errors/sdkError';
import { HTTP_TIMEOUT_MS } from '../rules/constants';
import { parseAnswer } from '../schemas/parseAnswer';
import {
  challengeAnswerSchema,
  paymentAnswerSchema,
  paymentSessionStatusSchema,
  walletMessageSchema,
} from '../schemas/payments';
import type { PaymentSessionStatus } from '../schemas/payments';
import type {
  CardDetails,
  PaymentProvider,
  PaymentResult,
  PaymentSession,
  WalletKind,
} from './paymentProvider';

export interface SandboxPaymentsOptions {
  /**
   * Address of the payments service. Defaults to the `paymentsUrl` carried in the session's
   * `sessionData` (docs/api-contract.md); with neither, the form fails to load
   * (`checkout_payment_form_failed_to_load`), never posting to a guessed address.
   */
  url?: string;
  /** Fetch implementation. Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Abort a call after this many milliseconds. Defaults to `10_000`. */
  timeoutMs?: number;
  /** Wallet pay buttons to offer. Defaults to both, `['applepay', 'googlepay']`. */
  wallets?: readonly WalletKind[];
  /** The window the wallet sheet opens from. Defaults to the global `window`. */
  window?: Window;
}

export interface SandboxPayments extends PaymentProvider {
  readonly kind: 'card-form';
  readonly wallets: readonly WalletKind[];
  load(session: PaymentSession): Promise<void>;
  payWithWallet(session: PaymentSession, wallet: WalletKind): Promise<PaymentResult>;
  authorise(session: PaymentSession, card: CardDetails): Promise<PaymentResult>;
  challenge(session: PaymentSession, code: string): Promise<PaymentResult>;
  /** The session as the payments service sees it. */
  getSession(session: PaymentSession): Promise<PaymentSessionStatus>;
}

function toResult(answer: {
  resultCode: string;
  refusalReason?: string | undefined;
}): PaymentResult {
  if (answer.resultCode === 'Authorised') return { status: 'authorised' };
  if (answer.resultCode === 'ChallengeShopper') return { status: 'challenge' };
  return answer.refusalReason
    ? { status: 'refused', reason: answer.refusalReason }
    : { status: 'refused' };
}

/** The `paymentsUrl` inside a sandbox session's base64url JSON `sessionData`, if any. */
export function paymentsUrlOf(session: PaymentSession): string | undefined {
  try {
    const base64 = session.sessionData.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const data = JSON.parse(atob(padded)) as { paymentsUrl?: unknown };
    return typeof data.paymentsUrl === 'string' && /^https?:\/\//.test(data.paymentsUrl)
      ? data.paymentsUrl
      : undefined;
  } catch {
    return undefined;
  }
}

/** A payment call's answer, checked: a malformed one is the service failing (not the card). */
function serviceAnswer<S extends Parameters<typeof parseAnswer>[0]>(
  schema: S,
  answer: unknown,
  what: string,
): ReturnType<typeof parseAnswer<S>> {
  try {
    return parseAnswer(schema, answer, what);
  } catch (error) {
    throw new SdkError('checkout_payment_service_failed', {
      message: `The ${what} answer is malformed`,
      cause: error,
    });
  }
}

export function createSandboxPayments(options: SandboxPaymentsOptions = {}): SandboxPayments {
  const { timeoutMs = HTTP_TIMEOUT_MS } = options;
  const rootFor = (session: PaymentSession) => {
    const root = options.url ?? paymentsUrlOf(session);
    if (!root) {
      throw new SdkError('checkout_payment_form_failed_to_load', {
        message: 'The payments service address is missing: no `url` and none in the session',
      });
    }
    return root.replace(/\/+$/, '');
  };

  async function call(
    session: PaymentSession,
    method: 'GET' | 'POST',
    suffix: string,
    body?: unknown,
  ): Promise<unknown> {
    const path = `/sessions/${encodeURIComponent(session.id)}${suffix}`;
    const root = rootFor(session);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const doFetch = options.fetch ?? globalThis.fetch;
    try {
      const response = await doFetch(`${root}${path}`, {
        method,
        headers:
          body === undefined
            ? { Accept: 'application/json' }
            : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        signal: controller.signal,
      });
      const text = await response.text();
      let data: unknown;
      try {
        data = text === '' ? undefined : JSON.parse(text);
      } catch {
        data = text;
      }
      if (!response.ok) {
        // spec §8: an unknown or expired session is a payment form load failure; the service
        // failing is not the card's fault (checkout_payment_service_failed); the rest (a card
        // the service refuses to read, a code before a card) is the payment form's error
        const code =
          response.status === 404 || response.status === 410
            ? 'checkout_payment_form_failed_to_load'
            : response.status >= 500
              ? 'checkout_payment_service_failed'
              : 'checkout_payment_form_error';
        throw new SdkError(code, {
          message: `Payments ${method} ${path} answered ${response.status}`,
          status: response.status,
          cause: { status: response.status, body: data },
        });
      }
      return data;
    } catch (error) {
      if (isSdkError(error)) throw error;
      // no answer (network down, connection dropped, timeout): the service, not the card
      throw new SdkError('checkout_payment_service_failed', {
        message: `Payments ${method} ${path} failed`,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  const getSession = async (session: PaymentSession) =>
    parseAnswer(paymentSessionStatusSchema, await call(session, 'GET', ''), 'payments session');

  /** How often the shop looks whether the member closed the wallet sheet. */
  const SHEET_CLOSED_CHECK_MS = 400;

  function payWithWallet(session: PaymentSession, wallet: WalletKind): Promise<PaymentResult> {
    const win = options.window ?? globalThis.window;
    const root = rootFor(session);
    const query = new URLSearchParams({ type: wallet, origin: win.location.origin });
    const address = `${root}/sessions/${encodeURIComponent(session.id)}/wallet?${query}`;
    // opened inside the member's click, before any await, or the browser blocks it
    const sheet = win.open(address, 'avios-wallet', 'popup,width=420,height=560');
    if (!sheet) {
      return Promise.reject(
        new SdkError('checkout_payment_form_error', { message: 'The wallet sheet was blocked' }),
      );
    }
    const sheetOrigin = new URL(root).origin;
    return new Promise<PaymentResult>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        win.removeEventListener('message', onMessage);
        clearInterval(closedCheck);
        outcome();
      };
      const cancelled = () =>
        reject(new SdkError('checkout_payment_form_cancel', { message: 'Wallet sheet cancelled' }));
      // only the sheet we opened, from the payments service's origin, is listened to
      function onMessage(event: MessageEvent) {
        if (event.source !== sheet || event.origin !== sheetOrigin) return;
        const parsed = walletMessageSchema.safeParse(event.data);
        if (!parsed.success || parsed.data.sessionId !== session.id) return;
        const { resultCode, refusalReason } = parsed.data;
        finish(() =>
          resultCode === 'Cancelled'
            ? cancelled()
            : resolve(toResult({ resultCode, refusalReason })),
        );
      }
      win.addEventListener('message', onMessage);
      // A sheet closed without an answer (its window's close box, or its answer lost behind
      // the close): the session says whether it was paid, so a charge is never read as a cancel.
      const closedCheck = setInterval(() => {
        if (!sheet.closed || settled) return;
        clearInterval(closedCheck);
        getSession(session).then(
          (status) =>
            finish(() =>
              status.status === 'authorised'
                ? resolve({ status: 'authorised' })
                : status.status === 'refused'
                  ? resolve({ status: 'refused' })
                  : cancelled(),
            ),
          (error: unknown) => finish(() => reject(error)),
        );
      }, SHEET_CLOSED_CHECK_MS);
    });
  }

  return {
    kind: 'card-form',
    wallets: options.wallets ?? SANDBOX_WALLETS,
    // spec §8: a session the payments service cannot show (unknown, expired, unreachable,
    // misconfigured) is a payment form that failed to load
    async load(session) {
      try {
        await getSession(session);
      } catch (error) {
        throw new SdkError('checkout_payment_form_failed_to_load', {
          message: 'The payment session could not be loaded',
          cause: error,
        });
      }
    },
    payWithWallet,
    async authorise(session, card: CardDetails) {
      const answer = await call(session, 'POST', '/payments', {
        cardNumber: card.cardNumber.replace(/[\s-]/g, ''),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        cvc: card.cvc,
        holderName: card.holderName,
      });
      return toResult(serviceAnswer(paymentAnswerSchema, answer, 'payments'));
    },
    async challenge(session, code) {
      const answer = await call(session, 'POST', '/challenge', { code });
      return toResult(serviceAnswer(challengeAnswerSchema, answer, 'payments challenge'));
    },
    getSession,
  };
}
