// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT, LAYOUT } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { GiftScreen } from './PurchaseScreen';

afterEach(cleanup);

const member = { sub: 'u1', given_name: 'Ana' };
const content = {
  ...CONTENT,
  layout: [
    {
      ...LAYOUT,
      giftTransferToggleLabel: 'Gift or transfer Avios',
      giftToggleText: 'Gift',
      transferToggleText: 'Transfer',
    },
  ],
};

describe('GiftScreen (the package page for product gift)', () => {
  it('reads gift prices and content, shows the gift/transfer toggle, and goes on to the recipient step', async () => {
    const { avios, navigate } = renderWithAvios(<GiftScreen />, { content, user: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 20,000 Avios' }));
    expect(avios.api.getPrices).toHaveBeenCalledWith('gift', expect.anything(), expect.anything());
    const toggle = screen.getByRole('navigation', { name: 'Gift or transfer Avios' });
    expect(toggle.querySelector('[aria-current="page"]')?.textContent).toBe('Gift');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gift/recipient', undefined));
    expect(avios.checkout.start).toHaveBeenCalledWith(
      'gift',
      expect.objectContaining({
        giftAvios: 20000,
        giftPrice: 360,
        bonusAvios: 1000,
        aviosTotal: 21000,
      }),
      { currency: 'EUR' },
    );
    // the recipient step comes first: nothing is created yet
    expect(avios.checkout.submit).not.toHaveBeenCalled();
  });

  it('a price change is gift_price_change; a package gone is gift_package_unavailable', async () => {
    const { avios } = renderWithAvios(<GiftScreen />, { content, user: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 2,000 Avios' }));
    vi.mocked(avios.api.getPrices).mockResolvedValue([
      { lower: 2000, upper: 200000, price: { EUR: 0.03 } },
    ]);
    await act(async () => {
      await avios.queryClient.invalidateQueries();
    });
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('gift_price_change'));
    vi.mocked(avios.api.getPrices).mockResolvedValue([
      { lower: 2000, upper: 200000, price: { EUR: 0.03 }, available: false },
    ]);
    await act(async () => {
      await avios.queryClient.invalidateQueries();
    });
    await waitFor(() =>
      expect(avios.errors.getSnapshot().page?.code).toBe('gift_package_unavailable'),
    );
  });
});
