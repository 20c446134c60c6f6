import { describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { createSandboxPayments, paymentsUrlOf } from './sandboxPayments';
import type { PaymentResult } from './paymentProvider';

const session = { id: 'ps 1', sessionData: 'opaque' };
const card = {
  cardNumber: '4111 1111 1111 1111',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Ada Lovelace',
};

function fake(answer: () => Response | Promise<Response>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
  return { calls, fetch: impl as unknown as typeof fetch };
}

const SANDBOX = 'http://localhost:4013';
const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });

describe('createSandboxPayments', () => {
  it('is a card form', () => {
    expect(createSandboxPayments().kind).toBe('card-form');
  });

  it.each<[string, unknown, PaymentResult]>([
    ['Authorised', { resultCode: 'Authorised' }, { status: 'authorised' }],
    [
      'Refused',
      { resultCode: 'Refused', refusalReason: 'Refused' },
      { status: 'refused', reason: 'Refused' },
    ],
    ['ChallengeShopper', { resultCode: 'ChallengeShopper' }, { status: 'challenge' }],
  ])('authorise maps %s', async (_label, answer, result) => {
    const { calls, fetch } = fake(() => json(answer));
    const payments = createSandboxPayments({ url: 'http://pay.test/', fetch });
    await expect(payments.authorise(session, card)).resolves.toEqual(result);
    expect(calls).toEqual([
      {
        url: 'http://pay.test/sessions/ps%201/payments',
        method: 'POST',
        body: { ...card, cardNumber: '4111111111111111' },
      },
    ]);
  });

  it('without an address (none given, none in the session) fails to load and posts nowhere', async () => {
    const { calls, fetch } = fake(() => json({ resultCode: 'Authorised' }));
    await expect(
      createSandboxPayments({ fetch }).challenge(session, '123456'),
    ).rejects.toMatchObject({ code: 'checkout_payment_form_failed_to_load' });
    expect(calls).toEqual([]);
  });

  it.each<[string, unknown, PaymentResult]>([
    ['right code', { resultCode: 'Authorised' }, { status: 'authorised' }],
    [
      'wrong code',
      { resultCode: 'Refused', refusalReason: '3D Secure authentication failed' },
      { status: 'refused', reason: '3D Secure authentication failed' },
    ],
  ])('challenge: %s', async (_label, answer, result) => {
    const { fetch } = fake(() => json(answer));
    await expect(
      createSandboxPayments({ url: SANDBOX, fetch }).challenge(session, '1'),
    ).resolves.toEqual(result);
  });

  it('reads the session', async () => {
    const status = { id: 'ps 1', amount: { value: 80, currency: 'GBP' }, status: 'pending' };
    const { calls, fetch } = fake(() => json(status));
    await expect(
      createSandboxPayments({ url: SANDBOX, fetch }).getSession(session),
    ).resolves.toEqual(status);
    expect(calls[0]).toMatchObject({ url: 'http://localhost:4013/sessions/ps%201', method: 'GET' });
  });

  it.each<[string, () => Response | Promise<Response>, string]>([
    [
      'unknown session',
      () => json({ error: 'session_not_found' }, 404),
      'checkout_payment_form_failed_to_load',
    ],
    ['bad card', () => json({ error: 'invalid_card' }, 400), 'checkout_payment_form_error'],
    [
      'challenge before card',
      () => json({ error: 'no_challenge' }, 409),
      'checkout_payment_form_error',
    ],
    // the service failing is not the card's fault
    [
      'network down',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'checkout_payment_service_failed',
    ],
    ['a 500', () => json({ error: 'sandbox_fault' }, 500), 'checkout_payment_service_failed'],
    ['a 502', () => json({}, 502), 'checkout_payment_service_failed'],
    ['unexpected answer', () => json({ resultCode: 'Maybe' }), 'checkout_payment_service_failed'],
  ])('fails with an SdkError: %s', async (_label, answer, code) => {
    const { fetch } = fake(answer);
    const outcome = createSandboxPayments({ url: SANDBOX, fetch }).authorise(session, card);
    await expect(outcome).rejects.toBeInstanceOf(SdkError);
    await expect(outcome).rejects.toMatchObject({ code });
  });
});

describe('paymentsUrlOf', () => {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it.each<[string, string, string | undefined]>([
    [
      'base64url JSON with a URL',
      encode({ paymentsUrl: 'http://127.0.0.1:5013', reference: 'r' }),
      'http://127.0.0.1:5013',
    ],
    ['no URL', encode({ reference: 'r' }), undefined],
    ['a script URL', encode({ paymentsUrl: 'javascript:alert(1)' }), undefined],
    ['opaque data', 'opaque', undefined],
  ])('%s', (_label, sessionData, url) => {
    expect(paymentsUrlOf({ id: 'ps', sessionData })).toBe(url);
  });

  it('sends calls to the session’s service when no url is given', async () => {
    const { calls, fetch } = fake(() => json({ resultCode: 'Authorised' }));
    const own = { id: 'ps', sessionData: encode({ paymentsUrl: 'http://127.0.0.1:5013/' }) };
    await createSandboxPayments({ fetch }).authorise(own, card);
    expect(calls[0]!.url).toBe('http://127.0.0.1:5013/sessions/ps/payments');
  });
});

describe('load (spec §8 payment form load failures)', () => {
  it('resolves for a session the payments service knows', async () => {
    const { calls, fetch } = fake(() =>
      json({ id: 'ps 1', amount: { value: 80, currency: 'GBP' }, status: 'pending' }),
    );
    await expect(
      createSandboxPayments({ url: SANDBOX, fetch }).load(session),
    ).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'http://localhost:4013/sessions/ps%201' });
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['an expired session', () => json({ error: 'session_expired' }, 410)],
    ['an unknown session', () => json({ error: 'session_not_found' }, 404)],
    ['a service error', () => json({ error: 'sandbox_fault' }, 500)],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a malformed answer', () => json({ sandboxFault: 'malformed' })],
  ])('rejects with checkout_payment_form_failed_to_load: %s', async (_label, answer) => {
    const { fetch } = fake(answer);
    await expect(
      createSandboxPayments({ url: SANDBOX, fetch }).load(session),
    ).rejects.toMatchObject({
      code: 'checkout_payment_form_failed_to_load',
    });
  });
});

describe('payWithWallet (spec §2 wallet pay buttons)', () => {
  const PAY = 'http://pay.test';
  function fakeWindow() {
    const listeners = new Set<(event: MessageEvent) => void>();
    const sheet = { closed: false } as Window & { closed: boolean };
    const win = {
      location: { origin: 'http://shop.test' },
      open: vi.fn(
        (_url?: string | URL, _target?: string, _features?: string) => sheet as Window | null,
      ),
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
        listeners.delete(listener),
    };
    const post = (data: unknown, from: { source?: unknown; origin?: string } = {}) =>
      listeners.forEach((l) =>
        l({ source: from.source ?? sheet, origin: from.origin ?? PAY, data } as MessageEvent),
      );
    return { win: win as unknown as Window & typeof win, sheet, post, listeners };
  }
  const answer = (resultCode: string) => ({ type: 'avios-wallet', sessionId: 'ps 1', resultCode });

  it('opens the sheet for the session, wallet and shop origin, and resolves an approval', async () => {
    const { win, post, listeners } = fakeWindow();
    const paying = createSandboxPayments({ url: PAY, window: win }).payWithWallet(
      session,
      'applepay',
    );
    expect(win.open).toHaveBeenCalledWith(
      'http://pay.test/sessions/ps%201/wallet?type=applepay&origin=http%3A%2F%2Fshop.test',
      'avios-wallet',
      'popup,width=420,height=560',
    );
    post(answer('Authorised'));
    await expect(paying).resolves.toEqual({ status: 'authorised' });
    expect(listeners.size).toBe(0);
  });

  it('a cancel rejects with the silent checkout_payment_form_cancel', async () => {
    const { win, post } = fakeWindow();
    const paying = createSandboxPayments({ url: PAY, window: win }).payWithWallet(
      session,
      'googlepay',
    );
    post(answer('Cancelled'));
    await expect(paying).rejects.toMatchObject({ code: 'checkout_payment_form_cancel' });
  });

  it('ignores messages from other windows, other origins, other sessions or of another shape', async () => {
    vi.useFakeTimers();
    try {
      const { win, post, sheet } = fakeWindow();
      const { fetch } = fake(() =>
        json({ id: 'ps 1', amount: { value: 80, currency: 'GBP' }, status: 'pending' }),
      );
      const paying = createSandboxPayments({ url: PAY, window: win, fetch }).payWithWallet(
        session,
        'applepay',
      );
      const outcome = paying.catch((error: unknown) => error);
      post(answer('Authorised'), { source: {} });
      post(answer('Authorised'), { origin: 'https://evil.test' });
      post({ ...answer('Authorised'), sessionId: 'other' });
      post({ resultCode: 'Authorised' });
      // nothing settled it: the member closes the sheet, and the session is still unpaid
      sheet.closed = true;
      await vi.advanceTimersByTimeAsync(500);
      await expect(outcome).resolves.toMatchObject({ code: 'checkout_payment_form_cancel' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a sheet closed after paying, its answer lost, reads the session: authorised, not cancelled', async () => {
    vi.useFakeTimers();
    try {
      const { win, sheet } = fakeWindow();
      const { fetch } = fake(() =>
        json({ id: 'ps 1', amount: { value: 80, currency: 'GBP' }, status: 'authorised' }),
      );
      const paying = createSandboxPayments({ url: PAY, window: win, fetch }).payWithWallet(
        session,
        'applepay',
      );
      sheet.closed = true;
      await vi.advanceTimersByTimeAsync(500);
      await expect(paying).resolves.toEqual({ status: 'authorised' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a blocked sheet is a payment form error the member can retry', async () => {
    const { win } = fakeWindow();
    win.open.mockReturnValueOnce(null);
    await expect(
      createSandboxPayments({ url: PAY, window: win }).payWithWallet(session, 'applepay'),
    ).rejects.toMatchObject({ code: 'checkout_payment_form_error' });
  });

  it('offers both wallets unless told otherwise', () => {
    expect(createSandboxPayments().wallets).toEqual(['applepay', 'googlepay']);
    expect(createSandboxPayments({ wallets: [] }).wallets).toEqual([]);
  });
});
