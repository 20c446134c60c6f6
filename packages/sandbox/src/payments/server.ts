// The sandbox payment service (docs/api-contract.md, "Payments"): a payment session from a
// transaction's state payload is paid here with a test card.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SANDBOX_OTP } from '../config';
import { applyCors } from '../http/cors';
import { listen } from '../http/listen';
import type { Listening } from '../http/listen';
import { HttpError, createRouter, dispatch, sendJson } from '../http/router';
import { serveWithFault } from '../purchase/faults';
import type { Faults } from '../purchase/faults';
import { walletSheet } from './walletSheet';
import { ERROR_3DS_FAILED, ERROR_PAYMENT_REFUSED } from '../store/engine';
import type { Engine } from '../store/engine';
import type { Store } from '../store/store';
import type { PaymentSession } from '../store/types';

/** Test cards (docs/sandbox.md). */
export const TEST_CARDS = {
  authorised: '4111111111111111',
  refused: '4000000000000002',
  challenge: '4000000000003220',
} as const;

export interface PaymentsServerOptions {
  /** Port to listen on; `0` picks a free one. Defaults to `4013`. */
  port?: number;
  store: Store;
  engine: Pick<Engine, 'paymentResult'>;
  /** Browser origins allowed by CORS, and as the wallet sheet's answer target. */
  origins: string[];
  /**
   * Faults of `POST /__sandbox/faults` (shared with the purchase API); they name this
   * service's paths with a `/payments` prefix, e.g. `^/payments/sessions/[^/]+/payments$`.
   */
  faults?: Faults;
}

/** The wallets the sheet stands in for (spec §2 wallet pay buttons). */
const WALLETS = { applepay: 'Apple Pay', googlepay: 'Google Pay' } as const;

type Result = { resultCode: 'Authorised' | 'Refused' | 'ChallengeShopper'; refusalReason?: string };

function resultOf(session: PaymentSession): Result | undefined {
  if (session.status === 'authorised') return { resultCode: 'Authorised' };
  if (session.status === 'refused') {
    return { resultCode: 'Refused', refusalReason: session.refusalReason ?? 'Refused' };
  }
  if (session.status === 'challenge') return { resultCode: 'ChallengeShopper' };
  return undefined;
}

function stringField(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function createPaymentsHandler(options: Omit<PaymentsServerOptions, 'port'>) {
  const { store, engine, origins, faults } = options;
  const router = createRouter();

  const sessionOf = (id: string | undefined) => {
    const session = id ? store.paymentSessions.get(id) : undefined;
    if (!session)
      throw new HttpError(404, { error: 'session_not_found', message: 'No such payment session.' });
    return session;
  };
  const settle = (
    session: PaymentSession,
    authorised: boolean,
    reason?: string,
    errorCode?: number,
  ) => {
    session.status = authorised ? 'authorised' : 'refused';
    if (authorised) session.charges += 1;
    else session.refusalReason = reason;
    engine.paymentResult(session.id, authorised, errorCode);
  };

  router.get('/health', ({ res }) => sendJson(res, 200, { status: 'ok' }));

  router.get('/sessions/:id', ({ res, params }) => {
    const s = sessionOf(params.id);
    sendJson(res, 200, { id: s.id, amount: s.amount, status: s.status });
  });

  router.post('/sessions/:id/payments', async ({ res, params, body }) => {
    const session = sessionOf(params.id);
    // Paying a session that already has a result answers it again, without a second charge.
    const previous = resultOf(session);
    if (previous) return sendJson(res, 200, previous);
    const card = stringField(await body(), 'cardNumber')?.replace(/[\s-]/g, '');
    if (!card || !/^\d{12,19}$/.test(card)) {
      throw new HttpError(400, {
        error: 'invalid_card',
        message: 'cardNumber must be 12 to 19 digits.',
      });
    }
    if (card === TEST_CARDS.authorised) settle(session, true);
    else if (card === TEST_CARDS.challenge) session.status = 'challenge';
    else if (card === TEST_CARDS.refused) settle(session, false, 'Refused', ERROR_PAYMENT_REFUSED);
    else settle(session, false, 'Not a sandbox test card', ERROR_PAYMENT_REFUSED);
    sendJson(res, 200, resultOf(session));
  });

  // A wallet's payment sheet (Apple Pay, Google Pay stand-in), opened by the shop in a
  // popup: the member approves or cancels; the answer goes to the opener at `origin` only.
  router.get('/sessions/:id/wallet', ({ res, params, url }) => {
    const session = sessionOf(params.id);
    const type = url.searchParams.get('type') ?? '';
    const origin = url.searchParams.get('origin') ?? '';
    if (!(type in WALLETS)) {
      throw new HttpError(400, {
        error: 'invalid_wallet',
        message: 'type: applepay or googlepay.',
      });
    }
    if (!origins.includes(origin)) {
      throw new HttpError(400, {
        error: 'invalid_origin',
        message: 'origin is not a shop origin.',
      });
    }
    const html = walletSheet({
      sessionId: session.id,
      wallet: WALLETS[type as keyof typeof WALLETS],
      type,
      origin,
      amount: session.amount,
    });
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
    });
    res.end(html);
  });

  // The sheet's approval: charged once, like a card (a second approval answers the result).
  router.post('/sessions/:id/wallet', async ({ res, params, body }) => {
    const session = sessionOf(params.id);
    const previous = resultOf(session);
    if (previous) return sendJson(res, 200, previous);
    const type = stringField(await body(), 'type') ?? '';
    if (!(type in WALLETS)) {
      throw new HttpError(400, {
        error: 'invalid_wallet',
        message: 'type: applepay or googlepay.',
      });
    }
    settle(session, true);
    sendJson(res, 200, resultOf(session));
  });

  router.post('/sessions/:id/challenge', async ({ res, params, body }) => {
    const session = sessionOf(params.id);
    if (session.status === 'pending') {
      throw new HttpError(409, {
        error: 'no_challenge',
        message: 'Submit a card before a 3-D Secure code.',
      });
    }
    if (session.status === 'challenge') {
      const code = stringField(await body(), 'code');
      if (code === SANDBOX_OTP) settle(session, true);
      else settle(session, false, '3D Secure authentication failed', ERROR_3DS_FAILED);
    }
    const { resultCode, refusalReason } = resultOf(session)!;
    sendJson(res, 200, refusalReason ? { resultCode, refusalReason } : { resultCode });
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    if (applyCors(req, res, origins)) return;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const fault =
      url.pathname === '/health'
        ? undefined
        : faults?.take(`/payments${url.pathname}${url.search}`);
    void serveWithFault(fault, req, res, (out) => dispatch(router, req, out, url));
  };
}

export function createPaymentsServer(options: PaymentsServerOptions): Promise<Listening> {
  return listen(createPaymentsHandler(options), options.port ?? 4013, {
    name: 'The payments service',
  });
}
