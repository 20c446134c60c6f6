// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutDraft } from '@avios/sdk';
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

function setup(draft: CheckoutDraft | undefined) {
  const avios = createFakeAvios({ content: CONTENT, user: member });
  vi.mocked(avios.checkout.getDraft).mockReturnValue(draft as never);
  const rendered = renderWithAvios(<RecipientScreen product="gift" />, { avios });
  return { ...rendered, avios };
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
