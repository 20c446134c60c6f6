// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoosterOptions, SubscriptionPackage, UserSubscription } from '@avios/sdk/schemas';
import { CONTENT, DISCOVERY } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { DiscoveryScreen } from './DiscoveryScreen';

afterEach(cleanup);

const member = { sub: 'u1', given_name: 'Ana' };

const booster = {
  transactionGroups: [],
  multipliersAvailable: [
    {
      multiplyBy: 2,
      displayName: '2x',
      pricing: { discountedPricePerPoint: { GBP: 0.01 }, standardPricePerPoint: { GBP: 0.012 } },
    },
  ],
  boostedPointsThisYear: 0,
  remainingAllowance: 50000,
} as BoosterOptions;

const money = (amount: number) => ({ amount, currency: 'GBP' as const });
const plan = {
  active: true,
  avios: { monthly: 1000, annually: 12000 },
  prices: {
    monthly: { originalPrice: money(20), currentPrice: money(20), savings: money(0) },
    annually: { originalPrice: money(200), currentPrice: money(200), savings: money(0) },
    frequencyDifference: 0,
  },
} as SubscriptionPackage;

describe('DiscoveryScreen', () => {
  it('greets visitors with a login button that returns to the page', async () => {
    const { avios } = renderWithAvios(<DiscoveryScreen />, { content: CONTENT });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collect more Avios' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to start' }));
    expect(avios.session.login).toHaveBeenCalledWith({ returnTo: '/' });
  });

  it('greets members by first name with balance, boost balance and subscription points', async () => {
    const subscription = {
      subscriptionStatus: 'active',
      avios: { monthly: 1500, annually: 18000 },
    } as UserSubscription;
    renderWithAvios(<DiscoveryScreen />, {
      content: CONTENT,
      user: member,
      api: { getUserSubscriptions: vi.fn(async () => [subscription]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana' })).toBeTruthy();
    expect(screen.getByText('You have 12,500 Avios')).toBeTruthy();
    expect(await screen.findByText('3,000 Avios boosted')).toBeTruthy();
    expect(await screen.findByText('+1,500 Avios a month')).toBeTruthy();
  });

  it('leaves out boost and subscription lines without those products', async () => {
    renderWithAvios(<DiscoveryScreen />, {
      content: CONTENT,
      user: member,
      api: { getProducts: vi.fn(async () => ['purchase' as const]) },
    });
    await screen.findByText('You have 12,500 Avios');
    expect(screen.queryByText(/boosted/)).toBeNull();
    const cards = screen.getByRole('heading', {
      name: 'What would you like to do?',
    }).parentElement!;
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows at most 3 product cards, each linking to its page', async () => {
    const { navigate } = renderWithAvios(<DiscoveryScreen />, { content: CONTENT });
    const section = (await screen.findByRole('heading', { name: 'What would you like to do?' }))
      .parentElement!;
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(section).getByRole('link', { name: 'Go gift' }));
    expect(navigate).toHaveBeenCalledWith('/gift', undefined);
  });

  it('shows 4 articles with show more / show less, opening in a new tab with their aria label', async () => {
    renderWithAvios(<DiscoveryScreen />, { content: CONTENT });
    const link = await screen.findByRole('link', { name: 'Article 1 (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: /Article 5/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('link', { name: /Article 8/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByRole('link', { name: /Article 5/ })).toBeNull();
  });

  it('hides articles when their count breaks the rule (3 articles)', async () => {
    const content = {
      ...CONTENT,
      discoveryPage: [{ ...DISCOVERY, articles: DISCOVERY.articles.slice(0, 3) }],
    };
    renderWithAvios(<DiscoveryScreen />, { content });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Inspiration' })).toBeNull();
  });

  it('shows the comparison for BA with the earn-rate row, never for IB', async () => {
    const api = {
      getBoosterOptions: vi.fn(async () => booster),
      getSubscriptionPackages: vi.fn(async () => [plan]),
    };
    renderWithAvios(<DiscoveryScreen />, { content: CONTENT, partner: 'BA', api });
    const table = await screen.findByRole('table');
    const earn = within(table).getByRole('row', { name: /Earn rate up to/ });
    // purchase best 0.014 GBP/point -> 71; booster 0.01 -> 100; subscription 20/1000 -> 50
    expect(earn.textContent).toContain('71 Avios / £1');
    expect(earn.textContent).toContain('100 Avios / £1');
    expect(earn.textContent).toContain('50 Avios / £1');
    expect(within(table).getByRole('row', { name: /Price from/ }).textContent).toContain('£0.0140');
    expect(screen.getByRole('button', { name: 'Show Avios Booster' })).toBeTruthy();
    cleanup();
    renderWithAvios(<DiscoveryScreen />, { content: CONTENT, partner: 'IB', api });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.getBoosterOptions).toHaveBeenCalledTimes(1);
  });
});
