// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutDraft } from '@avios/sdk';
import type { PriceBand } from '@avios/sdk/rules';
import type { PriceQuery } from '@avios/sdk/api';
import { CONTENT } from '../../testing/content';
import { createFakeAvios } from '../../testing/fakeAvios';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { RecipientScreen } from './RecipientScreen';

afterEach(cleanup);

const member = { sub: 'u1', given_name: 'Ana' };
const giftDraft = (data: Record<string, unknown> = {}): CheckoutDraft =>
  ({
    id: 'LCL_1',
    type: 'gift',
    creationDate: 0,
    currency: 'EUR',
    data: { giftAvios: 2000, giftPrice: 40, bonusAvios: 0, ...data },
  }) as CheckoutDraft;

const transferDraft = (data: Record<string, unknown> = {}): CheckoutDraft =>
  ({
    id: 'LCL_2',
    type: 'transfer',
    creationDate: 0,
    currency: 'EUR',
    data: { transferAvios: 2000, transferPrice: 12, aviosTotal: 2000, priceTotal: 12, ...data },
  }) as CheckoutDraft;

const band = (price: number, available = true): PriceBand[] => [
  { lower: 1000, upper: 15000, price: { EUR: price }, available },
];
/** Prices by recipient: standard, 20% more for PRICIER, no offer for CLOSED. */
const PRICIER = 'IB1000009';
const CLOSED = 'IB1000010';
function pricesFor(standard: number) {
  return vi.fn(async (_product: string, query?: PriceQuery) =>
    query?.targetFfpNumber === PRICIER
      ? band(standard * 1.2)
      : band(standard, query?.targetFfpNumber !== CLOSED),
  );
}

function setup(
  draft: CheckoutDraft | undefined,
  product: 'gift' | 'transfer' = 'gift',
  getPrices = pricesFor(0.02),
) {
  const avios = createFakeAvios({ content: CONTENT, user: member, api: { getPrices } });
  vi.mocked(avios.checkout.getDraft).mockReturnValue(draft as never);
  const rendered = renderWithAvios(<RecipientScreen product={product} />, { avios });
  return { ...rendered, avios, getPrices };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('RecipientScreen (spec §3 recipient form, §5)', () => {
  it('without a chosen package in the draft, goes back to the product page', async () => {
    const { navigate } = setup(undefined);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/gift', { replace: true }));
  });

  it('shows what the draft holds, keeps every change in the draft, and reports wrong fields by content', async () => {
    const { avios } = setup(
      giftDraft({
        targetAccount: { ffpNumber: 'IB1000004', email: '', firstName: '', lastName: '' },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Who is the gift for?' }),
    ).toBeTruthy();
    expect(avios.checkout.start).toHaveBeenCalledWith(
      'gift',
      expect.objectContaining({ giftAvios: 2000 }),
      {
        currency: 'EUR',
      },
    );
    expect((screen.getByLabelText('Membership number') as HTMLInputElement).value).toBe(
      'IB1000004',
    );

    type('Email address', 'not-an-email');
    expect(avios.checkout.update).toHaveBeenLastCalledWith({
      data: expect.objectContaining({
        targetAccount: expect.objectContaining({ email: 'not-an-email', ffpNumber: 'IB1000004' }),
      }),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('There is a problem');
    expect(summary.textContent).toContain('Enter an email address like name@example.com');
    expect(summary.textContent).toContain('Enter the first name');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(avios.checkout.submit).not.toHaveBeenCalled();
  });

  it('a valid recipient is written to the draft and submitted; checkout follows', async () => {
    const { avios, navigate } = setup(giftDraft());
    await screen.findByLabelText('Membership number');
    type('Membership number', 'ib1000004');
    type('Email address', 'pablo@example.com');
    type('First name', 'Pablo');
    type('Last name', 'Gómez');
    type(/Personal message/, 'Hola');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    });
    expect(avios.checkout.update).toHaveBeenLastCalledWith({
      data: {
        targetAccount: {
          ffpNumber: 'IB1000004',
          email: 'pablo@example.com',
          firstName: 'Pablo',
          lastName: 'Gómez',
        },
        message: 'Hola',
        issueDate: undefined,
      },
    });
    expect(avios.checkout.submit).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenLastCalledWith('/checkout/p123', undefined);
  });

  it('gift: a recipient with a price of their own raises gift_price_change; the price shown and the draft take it, and checkout follows at that price', async () => {
    const { avios, getPrices } = setup(giftDraft());
    expect(await screen.findByText('2,000 Avios for €40.00')).toBeTruthy();
    type('Membership number', PRICIER.toLowerCase());
    fireEvent.blur(screen.getByLabelText('Membership number'));
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('gift_price_change'));
    expect(getPrices).toHaveBeenCalledWith(
      'gift',
      { aviosAmount: 2000, targetFfpNumber: PRICIER },
      expect.anything(),
    );
    expect(screen.getByText('2,000 Avios for €48.00')).toBeTruthy();
    expect(avios.checkout.update).toHaveBeenCalledWith({
      data: {
        giftAvios: 2000,
        giftPrice: 48,
        bonusAvios: 0,
        pricePerAvios: 0.024,
        aviosTotal: 2000,
        priceTotal: 48,
      },
    });
    type('Email address', 'pablo@example.com');
    type('First name', 'Pablo');
    type('Last name', 'Gómez');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    });
    await waitFor(() => expect(avios.checkout.submit).toHaveBeenCalledOnce());
  });

  it('gift: continuing straight to a pricier recipient stops once on the new price, then goes on', async () => {
    const { avios } = setup(
      giftDraft({
        targetAccount: { ffpNumber: '', email: 'p@example.com', firstName: 'P', lastName: 'G' },
      }),
    );
    await screen.findByLabelText('Membership number');
    type('Membership number', PRICIER);
    const next = screen.getByRole('button', { name: 'Continue to payment' });
    await act(async () => fireEvent.click(next));
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('gift_price_change'));
    expect(screen.getByText('2,000 Avios for €48.00')).toBeTruthy();
    expect(avios.checkout.submit).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(next));
    await waitFor(() => expect(avios.checkout.submit).toHaveBeenCalledOnce());
  });

  it('a recipient already in the draft is priced when the step opens', async () => {
    const { getPrices } = setup(
      giftDraft({
        targetAccount: { ffpNumber: 'IB1000004', email: '', firstName: '', lastName: '' },
      }),
    );
    await waitFor(() =>
      expect(getPrices).toHaveBeenCalledWith(
        'gift',
        { aviosAmount: 2000, targetFfpNumber: 'IB1000004' },
        expect.anything(),
      ),
    );
  });

  it('transfer: transfer_price_change and transfer_unavailable from the prices for the recipient; no offer holds the member here', async () => {
    const { avios } = setup(
      transferDraft({
        targetAccount: { ffpNumber: '', email: 'p@example.com', firstName: 'P', lastName: 'G' },
      }),
      'transfer',
      pricesFor(0.006),
    );
    expect(await screen.findByText('2,000 Avios for €12.00')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue to payment' });

    type('Membership number', CLOSED);
    await act(async () => fireEvent.click(next));
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('transfer_unavailable'));
    expect(screen.queryByText(/Avios for/)).toBeNull();
    await act(async () => fireEvent.click(next));
    expect(avios.checkout.submit).not.toHaveBeenCalled();

    type('Membership number', PRICIER);
    fireEvent.blur(screen.getByLabelText('Membership number'));
    await waitFor(() =>
      expect(avios.errors.getSnapshot().page?.code).toBe('transfer_price_change'),
    );
    expect(screen.getByText('2,000 Avios for €14.40')).toBeTruthy();
    expect(avios.checkout.update).toHaveBeenCalledWith({
      data: { transferAvios: 2000, transferPrice: 14.4, aviosTotal: 2000, priceTotal: 14.4 },
    });
    await act(async () => fireEvent.click(next));
    await waitFor(() => expect(avios.checkout.submit).toHaveBeenCalledOnce());
  });

  it('the sender as recipient is api_error_50, before any call', async () => {
    const { avios } = setup(giftDraft());
    await screen.findByLabelText('Membership number');
    type('Membership number', '12345678');
    type('Email address', 'ana@example.com');
    type('First name', 'Ana');
    type('Last name', 'García');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('api_error_50'));
    expect(avios.checkout.submit).not.toHaveBeenCalled();
  });
});
