// The sandbox payment provider: a card form over the sandbox payments service
// (docs/api-contract.md "Payments"). Answers are schema-checked.
import { SdkError, isSdkError } from '../errors/sdkError';
import { HTTP_TIMEOUT_MS } from '../rules/constants';
import { parseAnswer } from '../schemas/parseAnswer';
import {
  challengeAnswerSchema,
  paymentAnswerSchema,
  paymentSessionStatusSchema,
} from '../schemas/payments';
import type { PaymentSessionStatus } from '../schemas/payments';
import type {
  CardDetails,
  PaymentProvider,
  PaymentResult,
  PaymentSession,
} from './paymentProvider';

export interface SandboxPaymentsOptions {
  /**
   * Address of the payments service. Defaults to the `paymentsUrl` carried in the session's
   * `sessionData` (docs/api-contract.md), else `http://localhost:4013`.
   */
  url?: string;
  /** Fetch implementation. Defaults to the global `fetch`. */
  fetch?: typeof fetch;
  /** Abort a call after this many milliseconds. Defaults to `10_000`. */
  timeoutMs?: number;
}

export interface SandboxPayments extends PaymentProvider {
  readonly kind: 'card-form';
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

export function createSandboxPayments(options: SandboxPaymentsOptions = {}): SandboxPayments {
  const { timeoutMs = HTTP_TIMEOUT_MS } = options;
  const rootFor = (session: PaymentSession) =>
    (options.url ?? paymentsUrlOf(session) ?? 'http://localhost:4013').replace(/\/+$/, '');

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
        // spec §8: an unknown or expired session is a payment form load failure
        const code =
          response.status === 404 || response.status === 410
            ? 'checkout_payment_form_failed_to_load'
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
      throw new SdkError('checkout_payment_form_error', {
        message: `Payments ${method} ${path} failed`,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: 'card-form',
    async authorise(session, card: CardDetails) {
      const answer = await call(session, 'POST', '/payments', {
        cardNumber: card.cardNumber.replace(/[\s-]/g, ''),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        cvc: card.cvc,
        holderName: card.holderName,
      });
      return toResult(parseAnswer(paymentAnswerSchema, answer, 'payments'));
    },
    async challenge(session, code) {
      const answer = await call(session, 'POST', '/challenge', { code });
      return toResult(parseAnswer(challengeAnswerSchema, answer, 'payments challenge'));
    },
    async getSession(session) {
      return parseAnswer(
        paymentSessionStatusSchema,
        await call(session, 'GET', ''),
        'payments session',
      );
    },
  };
}
