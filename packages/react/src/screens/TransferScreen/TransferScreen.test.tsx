// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceBand } from '@avios/sdk/rules';
import { CONTENT } from '../../testing/content';
import { BALANCE, createFakeAvios } from '../../testing/fakeAvios';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { TransferScreen } from './TransferScreen';

afterEach(cleanup);

const member = { sub: 'u1', given_name: 'Ana' };
const BANDS: PriceBand[] = [
  { lower: 1000, upper: 9999, price: { EUR: 0.006, GBP: 0.005 }, available: true },
  { lower: 10000, upper: 200000, price: { EUR: 0.004, GBP: 0.003 }, available: true },
];

function setup({ stepUp = false, balance = 12_500, bands = BANDS } = {}) {
  const avios = createFakeAvios({
    content: CONTENT,
    user: member,
    api: {
      getPrices: vi.fn(async () => bands),
      getBalance: vi.fn(async () => ({ ...BALANCE, amount: balance })),
    },
  });
  vi.mocked(avios.session.getToken).mockResolvedValue({
    value: 't',
    type: stepUp ? 'stepUp' : 'standard',
  });
  const rendered = renderWithAvios(<TransferScreen />, { avios, path: '/transfer' });
  return { ...rendered, avios };
}

describe('TransferScreen (spec §2 slider and step-up, §5, §6, §8)', () => {
  it('a slider from 1,000 to the balance, with its fee; without the step-up token the member verifies first, amount kept in the address', async () => {
    const { avios } = setup();
    const slider = (await screen.findByRole('slider', {
      name: 'How many Avios?',
    })) as HTMLInputElement;
    expect(slider.min).toBe('1000');
    expect(slider.max).toBe('12500');
    expect(screen.getByText('Transfer fee: €6.00')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '2000' } });
    expect(screen.getByText('Transfer fee: €12.00')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Verify and continue' }));
    expect(avios.session.login).toHaveBeenCalledWith({
      stepUp: true,
      returnTo: '/transfer?amount=2000',
    });
  });

  it('with the step-up token, continuing starts the transfer draft and goes to the recipient step', async () => {
    const { avios, navigate } = setup({ stepUp: true });
    await screen.findByRole('slider');
    const next = await screen.findByRole('button', { name: 'Add the recipient' });
    await waitFor(() => expect((next as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(next);
    await waitFor(() =>
      expect(avios.checkout.start).toHaveBeenCalledWith(
        'transfer',
        { transferAvios: 1000, transferPrice: 6, aviosTotal: 1000, priceTotal: 6 },
        { currency: 'EUR' },
      ),
    );
    expect(navigate).toHaveBeenLastCalledWith('/transfer/recipient', undefined);
  });

  it.each([
    ['under 1,000 Avios', { balance: 900 }, 'transfer_low_avios'],
    [
      'past the yearly limit (no band available)',
      { bands: BANDS.map((b) => ({ ...b, available: false })) },
      'transfer_disabled',
    ],
  ])('%s: %s, undismissible, transfer disabled', async (_name, options, code) => {
    const { avios } = setup({ stepUp: true, ...options });
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe(code));
    expect(avios.errors.getSnapshot().page?.entry.dismissible).toBe(false);
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Add the recipient' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('a visitor sees the sign-in prompt', async () => {
    renderWithAvios(<TransferScreen />, { content: CONTENT });
    expect(await screen.findByRole('heading', { name: 'Sign in to transfer Avios' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
