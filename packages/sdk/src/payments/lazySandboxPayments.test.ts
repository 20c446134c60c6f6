// The sandbox provider createAvios wires: its code is fetched on the payment step's first
// call, once, and a failed fetch is the catalogue's "payment form failed to load" (spec §8),
// tried again next time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentSession } from './paymentProvider';

const SESSION = { id: 'ps_1', sessionData: 'x' } as unknown as PaymentSession;

afterEach(() => {
  vi.doUnmock('./sandboxPayments');
  vi.resetModules();
});

describe('lazySandboxPayments', () => {
  it('fetches the provider on first use, once, and hands every call to it', async () => {
    const created = vi.fn();
    const load = vi.fn(async () => undefined);
    const authorise = vi.fn(async () => ({ status: 'authorised' as const }));
    vi.doMock('./sandboxPayments', () => ({
      createSandboxPayments: (options: unknown) => {
        created(options);
        return { kind: 'card-form', wallets: [], load, authorise };
      },
    }));
    const { lazySandboxPayments } = await import('./lazySandboxPayments');
    const provider = lazySandboxPayments({ url: 'http://pay.test', timeoutMs: 5 });
    expect(provider.kind).toBe('card-form');
    expect(provider.wallets).toEqual(['applepay', 'googlepay']);
    expect(created).not.toHaveBeenCalled();

    await provider.load?.(SESSION);
    const card = { cardNumber: '4', expiryMonth: '1', expiryYear: '30', cvc: '1', holderName: 'A' };
    await expect(provider.authorise?.(SESSION, card)).resolves.toEqual({ status: 'authorised' });
    expect(created).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith({ url: 'http://pay.test', timeoutMs: 5 });
    expect(load).toHaveBeenCalledWith(SESSION);
    expect(authorise).toHaveBeenCalledWith(SESSION, card);
  });

  it('turns a failed fetch into checkout_payment_form_failed_to_load, and tries again', async () => {
    let fail = true;
    vi.doMock('./sandboxPayments', () => {
      if (fail) throw new Error('chunk missing');
      return {
        createSandboxPayments: () => ({ kind: 'card-form', wallets: [], load: async () => 'ok' }),
      };
    });
    const { lazySandboxPayments } = await import('./lazySandboxPayments');
    const provider = lazySandboxPayments({ url: 'http://pay.test' });
    await expect(provider.load?.(SESSION)).rejects.toMatchObject({
      code: 'checkout_payment_form_failed_to_load',
    });
    fail = false;
    vi.resetModules();
    await expect(provider.load?.(SESSION)).resolves.toBe('ok');
  });
});
