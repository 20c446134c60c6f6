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

  it('defaults to the sandbox address', async () => {
    const { calls, fetch } = fake(() => json({ resultCode: 'Authorised' }));
    await createSandboxPayments({ fetch }).challenge(session, '123456');
    expect(calls[0]).toEqual({
      url: 'http://localhost:4013/sessions/ps%201/challenge',
      method: 'POST',
      body: { code: '123456' },
    });
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
    await expect(createSandboxPayments({ fetch }).challenge(session, '1')).resolves.toEqual(result);
  });

  it('reads the session', async () => {
    const status = { id: 'ps 1', amount: { value: 80, currency: 'GBP' }, status: 'pending' };
    const { calls, fetch } = fake(() => json(status));
    await expect(createSandboxPayments({ fetch }).getSession(session)).resolves.toEqual(status);
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
    [
      'network down',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'checkout_payment_form_error',
    ],
    ['unexpected answer', () => json({ resultCode: 'Maybe' }), 'schema_validation_failed'],
  ])('fails with an SdkError: %s', async (_label, answer, code) => {
    const { fetch } = fake(answer);
    const outcome = createSandboxPayments({ fetch }).authorise(session, card);
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
