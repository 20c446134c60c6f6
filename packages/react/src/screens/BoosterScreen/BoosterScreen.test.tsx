// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoosterOptions } from '@avios/sdk/schemas';
import type { BoosterOptionsQuery } from '@avios/sdk/api';
import { CONTENT } from '../../testing/content';
import { createFakeAvios } from '../../testing/fakeAvios';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { BoosterScreen } from './BoosterScreen';

afterEach(cleanup);

const BOOSTER_PAGE = {
  title: 'Boost your Avios',
  selectTransactionText: 'Choose {description}',
  multiplierTitle: 'Choose a multiplier',
  multiplierOptionText: 'Multiply by {multiplier}',
  continueButtonText: 'Continue to payment',
};

const multiplier = (multiplyBy: number) => ({
  multiplyBy,
  displayName: `${multiplyBy}x`,
  pricing: {
    discountedPricePerPoint: { GBP: 0.01, USD: 0.012, EUR: 0.011 },
    standardPricePerPoint: { GBP: 0.012, USD: 0.014, EUR: 0.013 },
  },
});

const OPTIONS: BoosterOptions = {
  transactionGroups: [
    {
      type: 'flight',
      order: 1,
      transactions: [900, 4000].map((aviosAmount, i) => ({
        identifier: `glp-${i + 1}`,
        dateMade: '2024-05-01',
        sectorType: 'AIR',
        type: 'flight',
        description: `Flight ${i + 1}`,
        isBoosted: false,
        externalPartnerIdentifier: 'IB',
        monetaryAmount: { currency: { currencyCode: 'EUR' }, amount: 120 },
        aviosAmount,
      })),
    },
  ],
  multipliersAvailable: [1, 2, 3, 4].map(multiplier),
  boostedPointsThisYear: 0,
  remainingAllowance: 10_000,
};

/** The member's options: multipliers that keep the chosen points within the allowance. */
function optionsFor(remainingAllowance: number) {
  return vi.fn(async (query?: BoosterOptionsQuery): Promise<BoosterOptions> => ({
    ...OPTIONS,
    remainingAllowance,
    multipliersAvailable: OPTIONS.multipliersAvailable.filter(
      (m) => (query?.aviosAmount ?? 0) * m.multiplyBy <= remainingAllowance,
    ),
  }));
}

function setup(remainingAllowance = 10_000) {
  const getBoosterOptions = optionsFor(remainingAllowance);
  const avios = createFakeAvios({
    content: { ...CONTENT, boosterPage: [BOOSTER_PAGE] },
    user: { sub: 'u1', given_name: 'Ana' },
    api: { getBoosterOptions },
  });
  renderWithAvios(<BoosterScreen />, { avios, path: '/booster' });
  return { avios, getBoosterOptions };
}

const radios = () =>
  screen
    .queryAllByRole('radio', { name: /^Multiply by/ })
    .map((r) => (r as HTMLInputElement).value);

describe('BoosterScreen: options for the points chosen (spec §7 aviosAmount)', () => {
  it('choosing transactions asks for the options of their qualifying points and offers those multipliers', async () => {
    const { getBoosterOptions } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose Flight 2' }));
    await waitFor(() =>
      expect(getBoosterOptions).toHaveBeenCalledWith({ aviosAmount: 4000 }, expect.anything()),
    );
    await waitFor(() => expect(radios()).toEqual(['1', '2']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Flight 1' }));
    await waitFor(() =>
      expect(getBoosterOptions).toHaveBeenCalledWith({ aviosAmount: 4900 }, expect.anything()),
    );
    await waitFor(() => expect(radios()).toEqual(['1', '2']));
  });

  it('no multiplier for the points chosen within the allowance left: the annual-cap message (api_error_63)', async () => {
    const { avios } = setup(3000);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Choose Flight 1' }));
    await waitFor(() => expect(radios()).toEqual(['1', '2', '3']));
    expect(avios.errors.getSnapshot().page).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose Flight 2' }));
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('api_error_63'));
    await waitFor(() => expect(radios()).toEqual([]));
    expect(avios.errors.getSnapshot().page?.code).toBe('api_error_63');
  });
});

describe('BoosterScreen: how it works and the transaction limit (spec §2, §9 boost limit)', () => {
  it('lists the how-it-works steps from content and says the allowance left out of the year’s limit', async () => {
    const getBoosterOptions = vi.fn(async () => ({
      ...OPTIONS,
      boostedPointsThisYear: 2_500,
      remainingAllowance: 7_500,
    }));
    const avios = createFakeAvios({
      content: {
        ...CONTENT,
        boosterPage: [
          {
            ...BOOSTER_PAGE,
            howItWorksTitle: 'How it works',
            howItWorksSteps: ['Choose transactions', 'Pick a multiplier', 'Pay'],
            transactionLimitText: 'You can boost {remaining} more Avios this year, out of {limit}.',
          },
        ],
      },
      user: { sub: 'u1', given_name: 'Ana' },
      api: { getBoosterOptions },
    });
    renderWithAvios(<BoosterScreen />, { avios, path: '/booster' });
    const how = await screen.findByRole('region', { name: 'How it works' });
    expect([...how.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Choose transactions',
      'Pick a multiplier',
      'Pay',
    ]);
    expect(
      await screen.findByText('You can boost 7,500 more Avios this year, out of 10,000.', {
        exact: false,
      }),
    ).toBeTruthy();
  });
});
