// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '@avios/sdk';
import { AviosProvider } from '../provider/AviosProvider';
import { createFakeAvios } from '../testing/fakeAvios';
import type { AviosInstance } from '../aviosInstance';
import { useFollowCheckout } from './useFollowCheckout';

afterEach(cleanup);

const navigation = {
  location: { pathname: '/purchase', search: '' },
  navigate: vi.fn(),
  createHref: (to: string) => `/shop${to}`,
};
beforeEach(() => navigation.navigate.mockClear());

function follow(avios: AviosInstance) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AviosProvider avios={avios} navigation={navigation} init={false}>
      {children}
    </AviosProvider>
  );
  return renderHook(() => useFollowCheckout(), { wrapper }).result.current;
}

const to = (target: Extract<CheckoutState, { status: 'navigating' }>['target']): CheckoutState => ({
  status: 'navigating',
  target,
});

describe('useFollowCheckout (spec §4: where the checkout leads)', () => {
  it('goes to checkout, the result page and its /external variant, replacing when asked', async () => {
    const go = follow(createFakeAvios());
    expect(await go(to({ type: 'checkout', transactionId: 'p1' }))).toBe(true);
    expect(navigation.navigate).toHaveBeenLastCalledWith('/checkout/p1', undefined);
    await go(to({ type: 'transaction', transactionId: 'p1' }), { external: true, replace: true });
    expect(navigation.navigate).toHaveBeenLastCalledWith('/external/checkout/transaction/p1', {
      replace: true,
    });
    await go(to({ type: 'route', route: '/gift' }), { replace: true });
    expect(navigation.navigate).toHaveBeenLastCalledWith('/gift', { replace: true });
  });

  it('signs in again with the step-up scope and the way back; after a popup it goes there itself', async () => {
    const avios = createFakeAvios();
    const go = follow(avios);
    await go(to({ type: 'reauthenticate', returnTo: '/checkout/t9' }));
    expect(avios.session.login).toHaveBeenLastCalledWith({
      returnTo: '/shop/checkout/t9',
      stepUp: true,
    });
    expect(navigation.navigate).not.toHaveBeenCalled(); // the redirect leaves the page

    vi.mocked(avios.session.login).mockResolvedValueOnce({ mode: 'popup' });
    await go(to({ type: 'reauthenticate', returnTo: '/checkout/t9' }));
    expect(navigation.navigate).toHaveBeenLastCalledWith('/checkout/t9', undefined);
  });

  it('does nothing for a state that is not navigating', async () => {
    const go = follow(createFakeAvios());
    expect(await go({ status: 'idle' })).toBe(false);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });
});
