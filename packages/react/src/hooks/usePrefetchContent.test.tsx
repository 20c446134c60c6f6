// @vitest-environment happy-dom
import { cleanup, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoosterScreen } from '../screens/BoosterScreen/BoosterScreen';
import { SubscribeScreen } from '../screens/SubscriptionScreen/SubscribeScreen';
import { TransferScreen } from '../screens/TransferScreen/TransferScreen';
import { CONTENT } from '../testing/content';
import { createFakeAvios } from '../testing/fakeAvios';
import { renderWithAvios } from '../testing/renderWithAvios';

afterEach(cleanup);

// spec §2: product pages prefetch booster and checkout content (the purchase and gift pages
// are proved in PurchaseScreen.test.tsx)
describe.each([
  ['transfer', <TransferScreen key="t" />, '/transfer'],
  ['booster', <BoosterScreen key="b" />, '/booster'],
  ['subscribe', <SubscribeScreen key="s" />, '/subscription'],
] as [string, ReactElement, string][])('the %s page', (_name, element, path) => {
  it('prefetches the checkout and booster page content once, in the page’s partner and language', async () => {
    const avios = createFakeAvios({ content: CONTENT, user: { sub: 'u1', given_name: 'Ana' } });
    avios.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 5 * 60_000 } });
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
