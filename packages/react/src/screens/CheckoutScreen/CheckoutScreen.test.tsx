// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '@avios/sdk';
import type { PaymentHandlers } from '@avios/sdk/payments';
import type { TransactionState } from '@avios/sdk/schemas';
import { createFakeAvios } from '../../testing/fakeAvios';
import { CONTENT } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { CheckoutScreen } from './CheckoutScreen';

afterEach(cleanup);

const member = { sub: 'u1', given_name: 'Ana' };
const details: TransactionState = {
  statusName: 'payment_session',
  payload: {
    aviosAmount: 20000,
    pricePerPoint: 0.018,
    currency: 'EUR',
    paymentSession: { id: 's1', sessionData: 'x' },
  },
};
const session = { id: 's1', sessionData: 'x' };

function setup(after: CheckoutState, id = 'p123', external = false) {
  const avios = createFakeAvios({ content: CONTENT, user: member });
  vi.mocked(avios.checkout.open).mockImplementation(async () => {
    avios.checkout.setState(after);
    return after;
  });
  const rendered = renderWithAvios(<CheckoutScreen transactionId={id} external={external} />, {
    avios,
    path: `/checkout/${id}`,
  });
  return { ...rendered, avios };
}

const payment: CheckoutState = {
  status: 'payment',
  transactionId: 'p123',
  productType: 'purchase',
  details,
  session,
};

describe('CheckoutScreen', () => {
  it('opens the transaction and shows breadcrumb, summary and the card form (payment_pending)', async () => {
    const { avios } = setup(payment);
    expect(avios.checkout.open).toHaveBeenCalledWith('p123');
    const steps = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toBe('Payment');
    expect(steps.textContent).not.toContain('Recipient');
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.getByLabelText('Name on card')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay €360.00' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your order' })).toBeTruthy();
  });

  it('shows the recipient step for a gift', async () => {
    setup({ ...payment, transactionId: 'g1', productType: 'gift' }, 'g1');
    const steps = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(steps.textContent).toContain('Recipient');
  });

  it('checks the card fields, then pays once with the card details', async () => {
    const { avios } = setup(payment);
    const pay = await screen.findByRole('button', { name: 'Pay €360.00' });
    fireEvent.click(pay);
    expect(screen.getByText('Enter a valid card number')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name on card'));
    expect(avios.checkout.pay).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Ana García' } });
    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '4111 1111 1111 1111' },
    });
    fireEvent.change(screen.getByLabelText(/Expiry date/), { target: { value: '03/30' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '737' } });
    fireEvent.click(pay);
    expect(avios.checkout.pay).toHaveBeenCalledWith({
      holderName: 'Ana García',
      cardNumber: '4111111111111111',
      expiryMonth: '03',
      expiryYear: '2030',
      cvc: '737',
    });
  });

  it('disables the form while paying and asks for the 3-D Secure code on challenge', async () => {
    const { avios } = setup(payment);
    await screen.findByRole('button', { name: 'Pay €360.00' });
    act(() =>
      avios.checkout.setState({
        status: 'paying',
        transactionId: 'p123',
        productType: 'purchase',
        details,
        session,
        step: 'card',
      }),
    );
    expect((screen.getByRole('button', { name: /Pay/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Processing payment');
    act(() =>
      avios.checkout.setState({
        status: 'challenge',
        transactionId: 'p123',
        productType: 'purchase',
        details,
        session,
      }),
    );
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(avios.checkout.challenge).toHaveBeenCalledWith('123456');
  });

  it.each([
    ['done', false, '/checkout/transaction/p123'],
    ['failed', true, '/external/checkout/transaction/p123'],
  ])(
    'goes to the result page when the status is %s (external %s)',
    async (_status, external, path) => {
      const { navigate } = setup(
        {
          status: 'navigating',
          transactionId: 'p123',
          productType: 'purchase',
          target: { type: 'transaction', transactionId: 'p123' },
        },
        'p123',
        external,
      );
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(path, { replace: true }));
    },
  );

  it('signs in again (step-up) with a way back on mfa_pending', async () => {
    const { avios } = setup(
      {
        status: 'navigating',
        transactionId: 't9',
        productType: 'transfer',
        target: { type: 'reauthenticate', returnTo: '/checkout/t9' },
      },
      't9',
    );
    await waitFor(() =>
      expect(avios.session.login).toHaveBeenCalledWith({ returnTo: '/checkout/t9', stepUp: true }),
    );
  });

  it('goes to the fallback route when loading fails', async () => {
    const { navigate } = setup({
      status: 'navigating',
      transactionId: 'p123',
      productType: 'purchase',
      target: { type: 'route', route: '/purchase' },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/purchase', { replace: true }));
  });

  it('shows the error screen for an unhandled status', async () => {
    const { SdkError } = await import('@avios/sdk');
    setup({
      status: 'error',
      transactionId: 'p123',
      productType: 'purchase',
      error: new SdkError('unhandled_error'),
    });
    expect(await screen.findByRole('heading', { name: 'Oh no' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('offers the provider’s wallets with content labels; a click pays with that wallet', async () => {
    const avios = createFakeAvios({ content: CONTENT, user: member });
    Object.assign(avios.payments, { wallets: ['googlepay'], payWithWallet: vi.fn() });
    vi.mocked(avios.checkout.open).mockImplementation(async () => {
      avios.checkout.setState(payment);
      return payment;
    });
    renderWithAvios(<CheckoutScreen transactionId="p123" />, { avios, path: '/checkout/p123' });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(avios.checkout.payWithWallet).toHaveBeenCalledWith('googlepay');
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
    expect(screen.getByText('or pay by card')).toBeTruthy();
  });

  it('shows no wallet button for a provider without wallets', async () => {
    setup(payment);
    await screen.findByRole('button', { name: 'Pay €360.00' });
    expect(screen.queryByRole('button', { name: /Apple Pay|Google Pay/ })).toBeNull();
  });

  it('mounts a drop-in provider with the session, and hands its outcomes to the controller', async () => {
    const avios = createFakeAvios({ content: CONTENT, user: member });
    const unmount = vi.fn();
    let handlers: PaymentHandlers | undefined;
    const mount = vi.fn((element: HTMLElement, _s: unknown, h: typeof handlers) => {
      element.textContent = 'provider form';
      handlers = h;
      return unmount;
    });
    avios.payments = { kind: 'drop-in', mount } as unknown as typeof avios.payments;
    vi.mocked(avios.checkout.open).mockImplementation(async () => {
      avios.checkout.setState(payment);
      return payment;
    });
    const { unmount: leave } = renderWithAvios(<CheckoutScreen transactionId="p123" />, {
      avios,
      path: '/checkout/p123',
    });
    const region = await screen.findByRole('group', { name: 'Card payment' });
    expect(region.textContent).toBe('provider form');
    expect(mount).toHaveBeenCalledWith(region, session, expect.anything());
    expect(screen.queryByLabelText('Card number')).toBeNull();
    act(() => handlers!.onResult({ status: 'authorised' }));
    expect(avios.checkout.settleDropIn).toHaveBeenCalledWith({ result: { status: 'authorised' } });
    act(() => handlers!.onCancel!());
    expect(avios.checkout.settleDropIn).toHaveBeenLastCalledWith({
      error: expect.objectContaining({ code: 'checkout_payment_form_cancel' }),
    });
    leave();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
