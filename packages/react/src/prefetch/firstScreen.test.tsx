// @vitest-environment happy-dom
// The first screen's requests, asked for before the first render, are the ones the screen
// makes, under the keys it reads them: the screen joins those requests and asks for nothing
// twice. A screen that changes what it reads fails here, not silently with an extra request.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@avios/sdk/api';
import type { Partner } from '@avios/sdk';
import { SCREEN_NAMES, resolveRoute } from '@avios/sdk/rules';
import type { ScreenName } from '@avios/sdk/rules';
import { contentQueryKey } from '../hooks/useContent';
import { Layout } from '../screens/Layout/Layout';
import { SCREENS } from '../screens/registry/registry';
import { CONTENT } from '../testing/content';
import { createFakeAvios } from '../testing/fakeAvios';
import type { FakeAviosOptions } from '../testing/fakeAvios';
import { renderWithAvios } from '../testing/renderWithAvios';
import { firstScreenContent, prefetchFirstScreen, prefetchFirstScreenAnswers } from './firstScreen';

afterEach(cleanup);

const screenAt = (path: string, partner: Partner = 'IB') => {
  const match = resolveRoute(path, { basePath: '', partner });
  if (match.type !== 'screen') throw new Error(`${path} is not a screen`);
  return match;
};

type Mocked = { mock: { calls: unknown[][] } };
const calls = (fn: unknown) => (fn as Mocked).mock.calls;

/** A fake SDK with the SDK's query defaults (5 minutes fresh), which the fake's client leaves out. */
function fakeWithDefaults(options: FakeAviosOptions) {
  const avios = createFakeAvios({
    ...options,
    content: { ...CONTENT, banner: [{ title: 'A banner', isEnabled: false }] },
  });
  avios.queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());
  return avios;
}

describe('firstScreenContent', () => {
  it('is the layout copy, the IB banners and the page content of a screen in the layout', () => {
    expect(firstScreenContent(SCREENS.discovery, 'IB')).toEqual([
      { type: 'layout' },
      { type: 'banner' },
      { type: 'discoveryPage' },
    ]);
    // spec §2: banners are IB's only
    expect(firstScreenContent(SCREENS.discovery, 'BA')).toEqual([
      { type: 'layout' },
      { type: 'discoveryPage' },
    ]);
    // the layout copy once, though the purchase page reads it too
    expect(firstScreenContent(SCREENS.purchase, 'IB')).toEqual([
      { type: 'layout' },
      { type: 'banner' },
      { type: 'purchasePage', filters: { productType: 'purchase' } },
    ]);
  });

  it('is the screen’s own reads on a page of its own (an element), and nothing for the rest', () => {
    expect(firstScreenContent(SCREENS.maintenance, 'IB', 'alone')).toEqual([
      { type: 'maintenancePage' },
    ]);
    // the package pages' labels are layout copy (useLayoutCopy), in an element too
    expect(firstScreenContent(SCREENS.gift, 'BA', 'alone')).toEqual([
      { type: 'layout' },
      { type: 'purchasePage', filters: { productType: 'gift' } },
    ]);
    expect(firstScreenContent(SCREENS.checkout, 'IB', 'alone')).toEqual([]);
  });
});

describe('prefetchFirstScreen', () => {
  // every screen whose entry names content it prefetches (a route with parameters needs its
  // path here), and discovery for a partner without banners
  const reading = SCREEN_NAMES.filter((name) => SCREENS[name].content);
  it.each<[string, ScreenName, Partner]>([
    ...reading.map((name): [string, ScreenName, Partner] => [
      name === 'discovery' ? '/' : `/${name}`,
      name,
      'IB',
    ]),
    ['/', 'discovery', 'BA'],
  ])(
    '%s (%s, %s): the screen reads each prefetched content type and asks once',
    async (path, name, partner) => {
      const avios = fakeWithDefaults({ partner });
      const match = screenAt(path, partner);
      expect(match.screen).toBe(name);
      const entry = SCREENS[name];
      prefetchFirstScreen(avios, entry);
      const reads = firstScreenContent(entry, partner);
      expect(reads.length).toBeGreaterThan(0);
      expect(avios.content.getEntries).toHaveBeenCalledTimes(reads.length);

      const content = entry.render({ params: match.params, layout: match.layout });
      renderWithAvios(
        entry.frame === 'layout' ? <Layout page={name}>{content}</Layout> : <>{content}</>,
        { avios, path },
      );
      const { language } = avios.context.current();
      const cache = avios.queryClient.getQueryCache();
      for (const read of reads) {
        const key = contentQueryKey({ partner, language }, read.type, read.filters);
        const query = () => cache.find({ queryKey: key });
        // the screen observes the prefetched query: it reads that content under that key
        await waitFor(() => expect(query()?.getObserversCount()).toBeGreaterThan(0));
        await waitFor(() => expect(query()?.state.status).toBe('success'));
        const asked = calls(avios.content.getEntries).filter(([type]) => type === read.type);
        expect(asked).toHaveLength(1);
      }
    },
  );

  it.each<['purchase' | 'gift']>([['purchase'], ['gift']])(
    'a visitor’s %s page: products and generic prices leave before the render, and are asked once',
    async (name) => {
      const avios = fakeWithDefaults({ partner: 'IB' });
      await prefetchFirstScreenAnswers(avios, SCREENS[name]);
      expect(avios.api.getProducts).toHaveBeenCalledTimes(1);
      expect(calls(avios.api.getPrices)).toEqual([[name, { generic: true }, expect.anything()]]);

      const match = screenAt(`/${name}`);
      renderWithAvios(<>{SCREENS[name].render({ params: match.params, layout: match.layout })}</>, {
        avios,
        path: `/${name}`,
      });
      const cache = avios.queryClient.getQueryCache();
      const prices = () => cache.find({ queryKey: avios.queries.prices(name).queryKey });
      await waitFor(() => expect(prices()?.getObserversCount()).toBeGreaterThan(0));
      await waitFor(() => expect(prices()?.state.status).toBe('success'));
      expect(avios.api.getProducts).toHaveBeenCalledTimes(1);
      expect(avios.api.getPrices).toHaveBeenCalledTimes(1);
    },
  );

  it('asks nothing of the API for a signed-in member (their prices wait for them) or another screen', async () => {
    const member = fakeWithDefaults({
      partner: 'IB',
      user: { sub: 'u1', given_name: 'Ana' },
    });
    await prefetchFirstScreenAnswers(member, SCREENS.purchase);
    expect(member.api.getProducts).not.toHaveBeenCalled();
    expect(member.api.getPrices).not.toHaveBeenCalled();

    const visitor = fakeWithDefaults({ partner: 'IB' });
    await prefetchFirstScreenAnswers(visitor, SCREENS.checkout);
    expect(visitor.api.getProducts).not.toHaveBeenCalled();
    expect(visitor.api.getPrices).not.toHaveBeenCalled();
  });
});
