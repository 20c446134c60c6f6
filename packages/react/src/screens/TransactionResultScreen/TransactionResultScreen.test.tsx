// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SdkError } from '@avios/sdk';
import type { TransactionState } from '@avios/sdk/schemas';
import { createFakeAvios } from '../../testing/fakeAvios';
import { CONTENT } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { SLOW_AFTER_MS, TransactionResultScreen } from './TransactionResultScreen';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const member = { sub: 'u1', given_name: 'Ana' };
const state = (statusName: string, errorCode?: number): TransactionState => ({
  statusName,
  payload: {
    aviosAmount: 20000,
    pricePerPoint: 0.018,
    currency: 'EUR',
    aviosBonusAmount: 1000,
    ...(errorCode !== undefined ? { errorCode } : {}),
  },
});

function setup({ signedIn = true, banners = [] as unknown[] } = {}) {
  const avios = createFakeAvios({
    content: banners.length ? { ...CONTENT, banner: banners } : CONTENT,
    ...(signedIn ? { user: member } : {}),
    errorMessages: {
      api_error_77: { title: 'Card declined', textContent: 'Your bank refused the payment.' },
    },
  });
  const rendered = renderWithAvios(<TransactionResultScreen transactionId="p123" />, { avios });
  return { ...rendered, avios };
}

describe('TransactionResultScreen', () => {
  it('a visitor is asked to sign in first; nothing is polled', async () => {
    const { avios } = setup({ signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(avios.session.login).toHaveBeenCalledWith({ returnTo: '/' });
    expect(avios.checkout.poll).not.toHaveBeenCalled();
  });

  it('a transaction that cannot be loaded goes back to the product start at once (spec §8)', async () => {
    const { avios, navigate } = setup();
    act(() =>
      avios.checkout.setState({
        status: 'navigating',
        transactionId: 'p123',
        productType: 'purchase',
        target: { type: 'route', route: '/purchase' },
      }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/purchase', { replace: true }));
  });

  it('polls through the SDK and shows processing, then the slow variant after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { avios } = setup();
    expect(avios.checkout.poll).toHaveBeenCalledWith('p123');
    act(() =>
      avios.checkout.setState({
        status: 'polling',
        transactionId: 'p123',
        productType: 'purchase',
      }),
    );
    expect(await screen.findByText('Processing your order')).toBeTruthy();
    expect(screen.queryByText('Still processing')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SLOW_AFTER_MS + 100));
    expect(screen.getByText('Still processing')).toBeTruthy();
    expect(screen.getByText('This is taking longer than usual.')).toBeTruthy();
  });

  it('shows the credited points with bonus and refetches the balance on success', async () => {
    const { avios } = setup();
    await screen.findByText('Processing your order');
    vi.mocked(avios.api.getBalance).mockResolvedValue({
      amount: 33500,
      currency: 'AVIOS',
      householdBalance: null,
      householdCurrency: 'AVIOS',
    });
    act(() =>
      avios.checkout.setState({
        status: 'finished',
        transactionId: 'p123',
        productType: 'purchase',
        checkoutStatus: 'done',
        details: state('transaction_complete'),
        outcome: { status: 'done' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Done!' })).toBeTruthy();
    expect(screen.getByText('21,000 Avios added')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Your balance: 33,500 Avios')).toBeTruthy());
  });

  it('a live banner with isBannerReplacingTransaction stands in for the success message (spec §3)', async () => {
    const { avios } = setup({
      banners: [
        {
          isEnabled: true,
          activePages: ['discovery'],
          endDate: '2099-01-01T00:00:00.000Z',
          isBannerReplacingTransaction: true,
          purchaseSuccessMessage: 'You collected {points} Avios, bonus included',
        },
      ],
    });
    await screen.findByText('Processing your order');
    act(() =>
      avios.checkout.setState({
        status: 'finished',
        transactionId: 'p123',
        productType: 'purchase',
        checkoutStatus: 'done',
        details: state('transaction_complete'),
        outcome: { status: 'done' },
      }),
    );
    expect(await screen.findByText('You collected 21,000 Avios, bonus included')).toBeTruthy();
    expect(screen.queryByText('21,000 Avios added')).toBeNull();
  });

  it('shows the message for the failure errorCode', async () => {
    const { avios } = setup();
    await screen.findByText('Processing your order');
    act(() =>
      avios.checkout.setState({
        status: 'finished',
        transactionId: 'p123',
        productType: 'purchase',
        checkoutStatus: 'failed',
        details: state('transaction_failed', 77),
        outcome: { status: 'failed', errorCode: 77, code: 'api_error_77' },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(await screen.findByText('Card declined')).toBeTruthy();
    expect(screen.getByText('Your bank refused the payment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/purchase');
  });

  it('when the checks keep failing the outcome is unknown: no "try again", and it checks again on reconnect, on return and on the button', async () => {
    const { avios } = setup();
    await screen.findByText('Processing your order');
    const error = new SdkError('network_error_unhandled');
    act(() =>
      avios.checkout.setState({
        status: 'unknown',
        transactionId: 'p123',
        productType: 'purchase',
        error,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Still confirming' })).toBeTruthy();
    expect(screen.getByText('Your payment may have gone through; do not pay again.')).toBeTruthy();
    expect(screen.queryByText('Payment failed')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(avios.checkout.poll).toHaveBeenCalledTimes(1);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(avios.checkout.poll).toHaveBeenCalledTimes(2);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(avios.checkout.poll).toHaveBeenCalledTimes(3);
    act(() => screen.getByRole('button', { name: 'Check again' }).click());
    expect(avios.checkout.poll).toHaveBeenLastCalledWith('p123');
    expect(avios.checkout.poll).toHaveBeenCalledTimes(4);
  });

  it('a reloaded gift result names the recipient from the transaction, the draft being gone (spec §7 GET /transaction/data)', async () => {
    const getData = vi.fn(async () => ({
      id: 'g123',
      type: 'gift',
      ...state('transaction_complete'),
      targetAccount: { firstName: 'Pablo', lastName: 'Ruiz' },
    }));
    const [page] = CONTENT.transactionPage as Record<string, unknown>[];
    const avios = createFakeAvios({
      content: {
        ...CONTENT,
        transactionPage: [
          { ...page, productType: 'gift', successText: '{recipient} will receive {points} Avios' },
        ],
      },
      user: member,
      genericTransactions: { getData },
    });
    renderWithAvios(<TransactionResultScreen transactionId="g123" />, { avios });
    act(() =>
      avios.checkout.setState({
        status: 'finished',
        transactionId: 'g123',
        productType: 'gift',
        checkoutStatus: 'done',
        details: state('transaction_complete'),
        outcome: { status: 'done' },
      }),
    );
    expect(await screen.findByText('Pablo Ruiz will receive 21,000 Avios')).toBeTruthy();
    expect(getData).toHaveBeenCalledWith('g123', expect.anything());
    expect(screen.queryByText(/^ will receive/)).toBeNull();
  });

  it('redirects to / without a transaction id', async () => {
    const { navigate } = renderWithAvios(<TransactionResultScreen />, { content: CONTENT });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });
});
