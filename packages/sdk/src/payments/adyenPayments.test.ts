// @vitest-environment jsdom
// The real Adyen Web (v6) runs here; only its network is the test's: `fetch` answers the
// session setup and /payments calls of checkoutshopper-*.adyen.com and its analytics.
import { within } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SdkError } from '../errors/sdkError';
import { adyenErrorCode, adyenPaymentResult, createAdyenPayments } from './adyenPayments';
import type { AdyenErrorPhase, AdyenPaymentsOptions, PaymentFormErrorCode } from './adyenPayments';
import type { PaymentHandlers, PaymentResult } from './paymentProvider';

// counts evaluations of the real library, to prove the default loader waits for first need
const library = vi.hoisted(() => ({ imports: 0 }));
vi.mock('@adyen/adyen-web', async (importOriginal) => {
  library.imports += 1;
  return importOriginal();
});

const CLIENT_KEY = 'test_L6HTEOAXQBCZJHKNU4NLN6EI7IE6VRRW';
const SESSION = { id: 'CS9B2E1B0E4A7C8E1F', sessionData: 'Ab02b4c0!BQABAgCW5sxB4e' };
const options: AdyenPaymentsOptions = { clientKey: CLIENT_KEY, environment: 'test' };
const SHOPPER = 'https://checkoutshopper-test.adyen.com/checkoutshopper';
const SETUP_URL = `${SHOPPER}/v1/sessions/${SESSION.id}/setup?clientKey=${CLIENT_KEY}`;
const PAYMENTS_URL = `${SHOPPER}/v1/sessions/${SESSION.id}/payments?clientKey=${CLIENT_KEY}`;

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

const card = { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] };
const klarna = { type: 'klarna', name: 'Pay later with Klarna.' };
const paypal = {
  type: 'paypal',
  name: 'PayPal',
  configuration: { merchantId: 'QSXMR9W7GV8NY', intent: 'authorize' },
};

/** Adyen's answer to `POST /v1/sessions/{id}/setup`. */
function setupAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: SESSION.id,
    sessionData: 'Ab02b4c0!BQABAgCW5sxB4e-after-setup',
    amount: { value: 8000, currency: 'GBP' },
    countryCode: 'GB',
    expiresAt: '2030-01-01T12:00:00+00:00',
    returnUrl: 'https://shop.example/checkout/transaction?id=p_1',
    shopperLocale: 'en-GB',
    configuration: { enableStoreDetails: false },
    paymentMethods: { paymentMethods: [card, klarna] },
    ...overrides,
  };
}

// Adyen's error body (docs.adyen.com/development-resources/error-codes); code and text illustrative
const expiredSession = () =>
  json({ status: 422, errorCode: '000', message: 'Session expired', errorType: 'validation' }, 422);
const PAYPAL_SCRIPT = 'script[src^="https://www.paypal.com/sdk/js"]';
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

type Answer = () => Response | Promise<Response>;
interface Call {
  url: string;
  body: Record<string, unknown> | undefined;
}

// One fetch for the whole file that never reaches the real network: late analytics calls of
// an earlier test land in the current test's server instead.
let answers: { setup: Answer; payments: Answer } = {
  setup: () => json({}),
  payments: () => json({}),
};
let calls: Call[] = [];
beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, body });
      const { hostname, pathname } = new URL(url);
      if (hostname.startsWith('checkoutanalytics-')) return json({ checkoutAttemptId: 'a1b2c3' });
      if (pathname.endsWith('/setup')) return answers.setup();
      if (pathname.endsWith('/payments')) return answers.payments();
      throw new TypeError(`No network in tests: ${url}`);
    }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

function adyenServer(given: { setup?: Answer; payments?: Answer } = {}) {
  answers = {
    setup: given.setup ?? (() => json(setupAnswer())),
    payments:
      given.payments ??
      (() => json({ resultCode: 'Authorised', sessionData: 'Ab02-paid', sessionResult: 'X3' })),
  };
  calls = [];
  return {
    /** Calls to the checkout API (sessions), without analytics. */
    sessionCalls: () => calls.filter((call) => call.url.includes('/v1/sessions/')),
  };
}

function handlers() {
  return { onResult: vi.fn(), onError: vi.fn(), onCancel: vi.fn() } satisfies PaymentHandlers;
}

function container() {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

/** Waits for Drop-in to show its payment methods, the first one open (a checked radio). */
async function dropinShown(element: HTMLElement) {
  await within(element).findByRole('radio', { checked: true }, { timeout: 5000 });
  return within(element);
}

async function payWithKlarna(element: HTMLElement) {
  const dropin = await dropinShown(element);
  dropin.getByRole('radio', { name: /Klarna/ }).click();
  const pay = await dropin.findByRole('button', { name: /Continue to Pay later with Klarna/ });
  pay.click();
}

describe('createAdyenPayments: loading', () => {
  // first in the file: nothing before it may have loaded the library
  it('imports Adyen Web on the first load only, not when imported or created', async () => {
    adyenServer();
    const payments = createAdyenPayments(options);
    expect(payments.kind).toBe('drop-in');
    expect(library.imports).toBe(0);
    await payments.load(SESSION);
    expect(library.imports).toBe(1);
  });

  it('sets the session up with Adyen: its environment, the client key, the sessionData', async () => {
    const server = adyenServer();
    await expect(createAdyenPayments(options).load(SESSION)).resolves.toBeUndefined();
    expect(server.sessionCalls()).toEqual([
      { url: SETUP_URL, body: expect.objectContaining({ sessionData: SESSION.sessionData }) },
    ]);
  });

  it('calls the live region it is given', async () => {
    const server = adyenServer();
    const live = { clientKey: 'live_7Q4DPNMVGZDF5LHKQ3L3RGMEXQ', environment: 'live-us' } as const;
    await createAdyenPayments(live).load(SESSION);
    expect(server.sessionCalls()[0]!.url).toBe(
      `https://checkoutshopper-live-us.adyen.com/checkoutshopper/v1/sessions/${SESSION.id}/setup?clientKey=${live.clientKey}`,
    );
  });

  it('keeps the checkout of a session: loading it again calls nobody', async () => {
    const server = adyenServer();
    const payments = createAdyenPayments(options);
    await payments.load(SESSION);
    await payments.load(SESSION);
    expect(server.sessionCalls()).toHaveLength(1);
    await payments.load({ id: 'CS0000000000000002', sessionData: 'Ab02-other' });
    expect(server.sessionCalls()).toHaveLength(2);
  });

  it('fills in the country when the session has none', async () => {
    adyenServer({ setup: () => json(setupAnswer({ countryCode: undefined })) });
    const withCountry = createAdyenPayments({ ...options, countryCode: 'GB' });
    await expect(withCountry.load(SESSION)).resolves.toBeUndefined();
  });

  // the last column: the error Adyen (or the loader) failed with, kept in the message
  it.each<[string, Partial<AdyenPaymentsOptions>, Answer, string]>([
    ['an expired session', {}, expiredSession, 'NETWORK_ERROR'],
    ['a network failure', {}, networkDown, 'NETWORK_ERROR'],
    [
      'a gateway error page',
      {},
      () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
      'NETWORK_ERROR',
    ],
    [
      'a session without a country',
      {},
      () => json(setupAnswer({ countryCode: undefined })),
      'IMPLEMENTATION_ERROR',
    ],
    [
      'a test key against live',
      { environment: 'live' },
      () => json(setupAnswer()),
      'IMPLEMENTATION_ERROR',
    ],
    [
      'a loader that rejects',
      {
        loadAdyen: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
      () => json(setupAnswer()),
      'TypeError',
    ],
  ])('fails to load (spec §8) on %s', async (_label, given, setup, adyenError) => {
    adyenServer({ setup });
    const outcome = createAdyenPayments({ ...options, ...given }).load(SESSION);
    await expect(outcome).rejects.toBeInstanceOf(SdkError);
    await expect(outcome).rejects.toMatchObject({
      code: 'checkout_payment_form_failed_to_load',
      message: expect.stringContaining(`(${adyenError})`),
    });
  });

  it.each<[string, Partial<AdyenPaymentsOptions>]>([
    ['no clientKey', { clientKey: '' }],
    ['no environment', { environment: undefined }],
    [
      'an unknown environment',
      { environment: 'production' as AdyenPaymentsOptions['environment'] },
    ],
  ])('fails to load with %s, before loading Adyen or calling it', async (_label, given) => {
    const server = adyenServer();
    const loadAdyen = vi.fn(() => import('@adyen/adyen-web'));
    const outcome = createAdyenPayments({ ...options, loadAdyen, ...given }).load(SESSION);
    await expect(outcome).rejects.toMatchObject({ code: 'checkout_payment_form_failed_to_load' });
    expect(loadAdyen).not.toHaveBeenCalled();
    expect(server.sessionCalls()).toEqual([]);
  });

  it('tries again after a failure: the loader and the session setup', async () => {
    const server = adyenServer({ setup: networkDown });
    const loadAdyen = vi
      .fn<NonNullable<AdyenPaymentsOptions['loadAdyen']>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('@adyen/adyen-web'));
    const payments = createAdyenPayments({ ...options, loadAdyen });
    await expect(payments.load(SESSION)).rejects.toBeInstanceOf(SdkError);
    await expect(payments.load(SESSION)).rejects.toBeInstanceOf(SdkError);
    answers.setup = () => json(setupAnswer());
    await expect(payments.load(SESSION)).resolves.toBeUndefined();
    expect(loadAdyen).toHaveBeenCalledTimes(2);
    expect(server.sessionCalls()).toHaveLength(2);
  });
});

describe('createAdyenPayments: mount', () => {
  it('renders Drop-in with the session’s payment methods; unmount removes it', async () => {
    const server = adyenServer();
    const element = container();
    const unmount = createAdyenPayments(options).mount(element, SESSION, handlers());
    const dropin = await dropinShown(element);
    expect(dropin.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Cards',
      'Pay later with Klarna.',
    ]);
    expect(dropin.getByRole('radio', { name: /Cards/ }).getAttribute('aria-checked')).toBe('true');
    // the card fields are Adyen's secured-field frames (not loaded by jsdom)
    const frame = await dropin.findByTitle('Card number');
    expect(frame.getAttribute('src')).toMatch(
      new RegExp(`^${SHOPPER}/securedfields/${CLIENT_KEY}/`),
    );
    expect(server.sessionCalls().map((call) => call.url)).toEqual([SETUP_URL]);
    unmount();
    expect(element.innerHTML).toBe('');
  });

  it('uses the checkout that load made', async () => {
    const server = adyenServer();
    const payments = createAdyenPayments(options);
    await payments.load(SESSION);
    const element = container();
    const unmount = payments.mount(element, SESSION, handlers());
    await dropinShown(element);
    expect(server.sessionCalls()).toHaveLength(1);
    unmount();
  });

  it('unmounted before the load finished: renders nothing, reports nothing', async () => {
    let answer: (response: Response) => void = () => {};
    adyenServer({ setup: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const payments = createAdyenPayments(options);
    const element = container();
    const callbacks = handlers();
    const unmount = payments.mount(element, SESSION, callbacks);
    unmount();
    await vi.waitFor(() => expect(calls.some((call) => call.url === SETUP_URL)).toBe(true));
    answer(json(setupAnswer()));
    await payments.load(SESSION);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.innerHTML).toBe('');
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('reports a failed load through onError (spec §8 form load failure)', async () => {
    adyenServer({ setup: expiredSession });
    const callbacks = handlers();
    createAdyenPayments(options).mount(container(), SESSION, callbacks);
    await vi.waitFor(() => expect(callbacks.onError).toHaveBeenCalledOnce());
    const error = callbacks.onError.mock.calls[0]![0];
    expect(error).toBeInstanceOf(SdkError);
    expect(error).toMatchObject({ code: 'checkout_payment_form_failed_to_load' });
  });

  it.each<[string, PaymentResult]>([
    ['Authorised', { status: 'authorised' }],
    ['Received', { status: 'authorised' }],
    ['Pending', { status: 'authorised' }],
    ['Refused', { status: 'refused', reason: 'Refused' }],
    ['Error', { status: 'refused', reason: 'Error' }],
    ['Cancelled', { status: 'refused', reason: 'Cancelled' }],
  ])('a payment answered %s gives %o', async (resultCode, result) => {
    const server = adyenServer({
      payments: () => json({ resultCode, sessionData: 'Ab02-paid', sessionResult: 'X3' }),
    });
    const element = container();
    const callbacks = handlers();
    const unmount = createAdyenPayments(options).mount(element, SESSION, callbacks);
    await payWithKlarna(element);
    await vi.waitFor(() => expect(callbacks.onResult).toHaveBeenCalledOnce());
    expect(callbacks.onResult).toHaveBeenCalledWith(result);
    expect(callbacks.onError).not.toHaveBeenCalled();
    // the payment goes with the sessionData of Adyen's setup answer
    expect(server.sessionCalls()[1]).toEqual({
      url: PAYMENTS_URL,
      body: expect.objectContaining({
        sessionData: setupAnswer().sessionData,
        paymentMethod: expect.objectContaining({ type: 'klarna' }),
      }),
    });
    unmount();
  });

  it('a payment call that fails is the service failing (checkout_payment_service_failed), not a refusal', async () => {
    adyenServer({ payments: networkDown });
    const element = container();
    const callbacks = handlers();
    const unmount = createAdyenPayments(options).mount(element, SESSION, callbacks);
    await payWithKlarna(element);
    await vi.waitFor(() => expect(callbacks.onError).toHaveBeenCalledOnce());
    expect(callbacks.onError.mock.calls[0]![0]).toMatchObject({
      code: 'checkout_payment_service_failed',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callbacks.onResult).not.toHaveBeenCalled();
    expect(callbacks.onError).toHaveBeenCalledOnce();
    unmount();
  });

  it('results reach the Drop-in that paid when two show one session', async () => {
    adyenServer();
    const payments = createAdyenPayments(options);
    const [first, second] = [container(), container()];
    const [firstHandlers, secondHandlers] = [handlers(), handlers()];
    const unmountFirst = payments.mount(first, SESSION, firstHandlers);
    const unmountSecond = payments.mount(second, SESSION, secondHandlers);
    await dropinShown(second);
    await payWithKlarna(first);
    await vi.waitFor(() => expect(firstHandlers.onResult).toHaveBeenCalledOnce());
    expect(secondHandlers.onResult).not.toHaveBeenCalled();
    unmountFirst();
    unmountSecond();
  });

  it('a payment ends the Drop-in: its wallet script cancelled afterwards is no cancel', async () => {
    adyenServer({
      setup: () =>
        json(setupAnswer({ paymentMethods: { paymentMethods: [klarna, paypal, card] } })),
    });
    const element = container();
    const callbacks = handlers();
    const unmount = createAdyenPayments(options).mount(element, SESSION, callbacks);
    const dropin = await dropinShown(element);
    dropin.getByRole('radio', { name: /PayPal/ }).click();
    await vi.waitFor(() => expect(document.querySelector(PAYPAL_SCRIPT)).not.toBeNull());
    await payWithKlarna(element);
    await vi.waitFor(() =>
      expect(callbacks.onResult).toHaveBeenCalledWith({ status: 'authorised' }),
    );
    // Drop-in shows its final state and drops PayPal's unfinished script (Adyen: CANCEL)
    await vi.waitFor(() => expect(document.querySelector(PAYPAL_SCRIPT)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callbacks.onCancel).not.toHaveBeenCalled();
    expect(callbacks.onError).not.toHaveBeenCalled();
    unmount();
  });

  it('a wallet script that cannot load (PayPal) fails the form (spec §8)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      adyenServer({
        setup: () => json(setupAnswer({ paymentMethods: { paymentMethods: [paypal, card] } })),
      });
      const element = container();
      const callbacks = handlers();
      const unmount = createAdyenPayments(options).mount(element, SESSION, callbacks);
      // the browser's answer to a blocked script, after Adyen's retries
      for (let attempt = 0; attempt < 4 && !callbacks.onError.mock.calls.length; attempt++) {
        const script = await vi.waitFor(() => {
          const found = document.querySelector<HTMLScriptElement>(PAYPAL_SCRIPT);
          if (!found) throw new Error('no PayPal script yet');
          return found;
        });
        script.dispatchEvent(new Event('error'));
        await vi.advanceTimersByTimeAsync(1000);
      }
      await vi.waitFor(() => expect(callbacks.onError).toHaveBeenCalledOnce());
      expect(callbacks.onError.mock.calls[0]![0]).toMatchObject({
        code: 'checkout_payment_form_failed_to_load',
      });
      unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('unmounted while a wallet script loads: Adyen’s cancel of it reaches nobody', async () => {
    adyenServer({
      setup: () => json(setupAnswer({ paymentMethods: { paymentMethods: [paypal, card] } })),
    });
    const element = container();
    const callbacks = handlers();
    const unmount = createAdyenPayments(options).mount(element, SESSION, callbacks);
    await vi.waitFor(() => expect(document.querySelector(PAYPAL_SCRIPT)).not.toBeNull());
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callbacks.onCancel).not.toHaveBeenCalled();
    expect(callbacks.onError).not.toHaveBeenCalled();
  });
});

describe('adyenErrorCode (spec §8 payment form errors)', () => {
  it.each<[string, AdyenErrorPhase, PaymentFormErrorCode]>([
    ['CANCEL', 'payment', 'checkout_payment_form_cancel'],
    ['CANCEL', 'load', 'checkout_payment_form_cancel'],
    ['NETWORK_ERROR', 'payment', 'checkout_payment_service_failed'],
    ['ERROR', 'payment', 'checkout_payment_form_error'],
    ['API_ERROR', 'payment', 'checkout_payment_service_failed'],
    ['NETWORK_ERROR', 'load', 'checkout_payment_form_failed_to_load'],
    ['ERROR', 'load', 'checkout_payment_form_failed_to_load'],
    ['API_ERROR', 'load', 'checkout_payment_form_failed_to_load'],
    ['IMPLEMENTATION_ERROR', 'payment', 'checkout_payment_form_failed_to_load'],
    ['SCRIPT_ERROR', 'payment', 'checkout_payment_form_failed_to_load'],
    ['SDK_ERROR', 'payment', 'checkout_payment_form_failed_to_load'],
    ['IMPLEMENTATION_ERROR', 'load', 'checkout_payment_form_failed_to_load'],
    ['TypeError', 'load', 'checkout_payment_form_failed_to_load'],
    ['TypeError', 'payment', 'checkout_payment_form_error'],
  ])('%s while %s: %s', (name, phase, code) => {
    expect(adyenErrorCode(name, phase)).toBe(code);
  });
});

describe('adyenPaymentResult', () => {
  it.each<[string | undefined, PaymentResult]>([
    ['Authorised', { status: 'authorised' }],
    ['Received', { status: 'authorised' }],
    ['Pending', { status: 'authorised' }],
    ['Refused', { status: 'refused', reason: 'Refused' }],
    ['Error', { status: 'refused', reason: 'Error' }],
    ['Cancelled', { status: 'refused', reason: 'Cancelled' }],
    [undefined, { status: 'refused' }],
  ])('%s gives %o', (resultCode, result) => {
    expect(adyenPaymentResult(resultCode)).toEqual(result);
  });
});
