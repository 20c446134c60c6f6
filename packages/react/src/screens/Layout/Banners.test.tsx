// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { Banners } from './Banners';

afterEach(cleanup);

/** The IB promotion as the content service gives it (spec §9 banner links /purchase, /gift). */
const promotion = {
  slug: 'banner-bonus',
  isEnabled: true,
  activePages: ['discovery'],
  endDate: '2999-01-01T00:00:00Z',
  title: 'Bonus Avios',
  text: 'Collect a 10% bonus when you buy or gift points',
  primaryLinkText: 'Buy Avios',
  primaryLinkUrl: '/purchase',
  secondaryLinkText: 'Gift Avios',
  secondaryLinkUrl: '/gift',
};

describe('Banners: calls to action (spec §9 /purchase and /gift)', () => {
  it('lead to /purchase and /gift inside the shop, through the host’s navigation', async () => {
    const { navigate } = renderWithAvios(<Banners page="discovery" />, {
      content: { ...CONTENT, banner: [promotion] },
      basePath: '/collect-avios/buy',
    });
    const banner = await screen.findByRole('complementary', { name: 'Bonus Avios' });
    const buy = within(banner).getByRole('link', { name: 'Buy Avios' });
    const gift = within(banner).getByRole('link', { name: 'Gift Avios' });
    // under the shop's base path, in the same tab
    expect(buy.getAttribute('href')).toBe('/collect-avios/buy/purchase');
    expect(gift.getAttribute('href')).toBe('/collect-avios/buy/gift');
    expect([buy.getAttribute('target'), gift.getAttribute('target')]).toEqual([null, null]);

    fireEvent.click(buy);
    fireEvent.click(gift);
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/purchase', '/gift']);
  });
});
