// @vitest-environment happy-dom
import { act, cleanup, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoosterScreen } from '../screens/BoosterScreen/BoosterScreen';
import { SubscribeScreen } from '../screens/SubscriptionScreen/SubscribeScreen';
import { TransferScreen } from '../screens/TransferScreen/TransferScreen';
import { CONTENT } from '../testing/content';
import { createFakeAvios } from '../testing/fakeAvios';
import { renderWithAvios } from '../testing/renderWithAvios';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fakeSdk(content: typeof CONTENT = CONTENT) {
  const avios = createFakeAvios({ content, user: { sub: 'u1', given_name: 'Ana' } });
  // as createAvios's query client: content stays fresh for 5 minutes (spec §9)
  avios.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 5 * 60_000 } });
  return avios;
}

/** The content types an SDK's content client was asked for, in order. */
function askedTypes(avios: ReturnType<typeof createFakeAvios>): string[] {
  return vi.mocked(avios.content.getEntries).mock.calls.map(([type]) => type);
}

/**
 * Content answering later, as over a network: a second page's prefetch starts while the
 * first is still asking (the cache holds nothing yet, so only the in-flight guard stops it).
 */
function slowly(avios: ReturnType<typeof createFakeAvios>) {
  const getEntries = vi.mocked(avios.content.getEntries);
  const answer = getEntries.getMockImplementation()!;
  getEntries.mockImplementation(async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return answer(...args);
  });
  return avios;
}

// spec §2: product pages prefetch booster and checkout content (the purchase and gift pages
// are proved in PurchaseScreen.test.tsx)
describe.each([
  ['transfer', <TransferScreen key="t" />, '/transfer'],
  ['booster', <BoosterScreen key="b" />, '/booster'],
  ['subscribe', <SubscribeScreen key="s" />, '/subscription'],
] as [string, ReactElement, string][])('the %s page', (_name, element, path) => {
  it('prefetches the checkout and booster page content once, in the page’s partner and language', async () => {
    const avios = fakeSdk();
    renderWithAvios(element, { avios, path });
    const asked = () =>
      vi
        .mocked(avios.content.getEntries)
        .mock.calls.map(([type, o]) => [type, o?.partner, o?.locale]);
    await waitFor(() => expect(asked()).toContainEqual(['checkoutPage', 'IB', 'en-GB']));
    await waitFor(() => expect(asked()).toContainEqual(['boosterPage', 'IB', 'en-GB']));
    expect(asked().filter(([type]) => type === 'checkoutPage')).toHaveLength(1);
  });
});

describe('the product pages’ prefetch (spec §2)', () => {
  it('waits until the browser is idle: the page’s own content is asked for first', async () => {
    const idle = new Map<number, () => void>();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle.set(++next, callback);
      return next;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const avios = fakeSdk();
    renderWithAvios(<TransferScreen />, { avios, path: '/transfer' });
    await waitFor(() => expect(askedTypes(avios)).toContain('transferPage'));
    expect(idle.size).toBeGreaterThan(0);
    expect(askedTypes(avios)).not.toContain('checkoutPage');

    act(() => idle.forEach((callback) => callback()));
    await waitFor(() => expect(askedTypes(avios)).toContain('checkoutPage'));
    expect(askedTypes(avios)).toContain('boosterPage');
  });

  it('asks once per SDK instance: two pages on one SDK share it, another SDK asks again', async () => {
    // booster copy too, so that both prefetches succeed (a failed one is asked for again)
    const content = { ...CONTENT, boosterPage: [{ title: 'Boost your Avios' }] };
    const shared = slowly(fakeSdk(content));
    // two elements of one page (two providers) on one SDK
    renderWithAvios(<TransferScreen />, { avios: shared, path: '/transfer' });
    renderWithAvios(<SubscribeScreen />, { avios: shared, path: '/subscription' });
    await waitFor(() => expect(askedTypes(shared)).toContain('checkoutPage'));
    const other = slowly(fakeSdk(content));
    renderWithAvios(<TransferScreen />, { avios: other, path: '/transfer' });
    await waitFor(() => expect(askedTypes(other)).toContain('checkoutPage'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(askedTypes(shared).filter((type) => type === 'checkoutPage')).toHaveLength(1);
    expect(askedTypes(shared).filter((type) => type === 'boosterPage')).toHaveLength(1);
    expect(askedTypes(other).filter((type) => type === 'checkoutPage')).toHaveLength(1);
  });
});
