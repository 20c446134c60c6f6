// @vitest-environment happy-dom
// The first screen's content, asked for before the first render, is the content the screen
// reads, under the keys it reads it: the screen joins those requests and asks for nothing
// twice. A screen that changes what it reads fails here, not silently with an extra request.
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Layout, SCREENS } from '@avios/react';
import { resolveRoute } from '@avios/sdk/rules';
import { createQueryClient } from '@avios/sdk';
import type { Partner } from '@avios/sdk';
import type { ScreenName } from '@avios/sdk/rules';
import { CONTENT } from '../../packages/react/src/testing/content';
import { createFakeAvios } from '../../packages/react/src/testing/fakeAvios';
import { renderWithAvios } from '../../packages/react/src/testing/renderWithAvios';
import { contentKey, firstScreenContent, prefetchFirstScreenContent } from './firstContent';

afterEach(cleanup);

const screenAt = (path: string, partner: Partner = 'IB') => {
  const match = resolveRoute(path, { basePath: '', partner });
  if (match.type !== 'screen') throw new Error(`${path} is not a screen`);
  return match;
};

describe('firstScreenContent', () => {
  it('is the layout copy, the IB banners and the page content of a layout screen', () => {
    const home = screenAt('/');
    expect(firstScreenContent(home, 'layout', 'IB')).toEqual([
      { type: 'layout' },
      { type: 'banner' },
      { type: 'discoveryPage' },
    ]);
    // spec §2: banners are IB's only
    expect(firstScreenContent(home, 'layout', 'BA')).toEqual([
      { type: 'layout' },
      { type: 'discoveryPage' },
    ]);
    expect(firstScreenContent(screenAt('/en-GB/purchase'), 'layout', 'IB')).toContainEqual({
      type: 'purchasePage',
      filters: { productType: 'purchase' },
    });
  });

  it('is the page content alone for a page of its own, and nothing for a redirect', () => {
    expect(firstScreenContent(screenAt('/maintenance'), 'alone', 'IB')).toEqual([
      { type: 'maintenancePage' },
    ]);
    expect(firstScreenContent(resolveRoute('/nowhere', { basePath: '' }), 'layout', 'IB')).toEqual(
      [],
    );
  });

  it('keys a read as useContent does', () => {
    expect(
      contentKey(
        { partner: 'IB', language: 'es-ES' },
        { type: 'purchasePage', filters: { productType: 'gift' } },
      ),
    ).toEqual([
      'avios',
      'content',
      { partner: 'IB', language: 'es-ES' },
      'purchasePage',
      '{"productType":"gift"}',
    ]);
  });
});

describe('prefetchFirstScreenContent', () => {
  it.each<[string, ScreenName, Partner]>([
    ['/', 'discovery', 'IB'],
    ['/', 'discovery', 'BA'],
    ['/purchase', 'purchase', 'IB'],
    ['/gift', 'gift', 'IB'],
    ['/maintenance', 'maintenance', 'IB'],
  ])(
    '%s (%s, %s): the screen reads each prefetched type and asks once',
    async (path, name, partner) => {
      const avios = createFakeAvios({
        partner,
        content: { ...CONTENT, banner: [{ title: 'A banner', isEnabled: false }] },
      });
      // the SDK's query defaults (5 minutes fresh), which the fake's client leaves out: a screen
      // mounting after its prefetched answer arrived (a screen loaded on demand) reads it
      avios.queryClient.setDefaultOptions(createQueryClient().getDefaultOptions());
      const match = screenAt(path, partner);
      expect(match.screen).toBe(name);
      const entry = SCREENS[name];
      prefetchFirstScreenContent(avios, match, entry.frame);
      const reads = firstScreenContent(match, entry.frame, partner);
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
        const query = () => cache.find({ queryKey: contentKey({ partner, language }, read) });
        // the screen observes the prefetched query: it reads that content under that key
        await waitFor(() => expect(query()?.getObserversCount()).toBeGreaterThan(0));
        await waitFor(() => expect(query()?.state.status).toBe('success'));
        const asked = (avios.content.getEntries as unknown as { mock: { calls: unknown[][] } }).mock
          .calls;
        expect(asked.filter(([type]) => type === read.type)).toHaveLength(1);
      }
    },
  );
});
