// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SdkError } from '@avios/sdk';
import { contentQueryKey, useContentEntry } from '../../hooks/useContent';
import { CONTENT } from '../../testing/content';
import { createFakeAvios } from '../../testing/fakeAvios';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { PurchaseScreen } from './PurchaseScreen';

afterEach(cleanup);

function CheckoutTitle() {
  const page = useContentEntry<{ title?: string }>('checkoutPage');
  return <p>{page.entry?.title ?? 'no title yet'}</p>;
}

const member = { sub: 'u1', given_name: 'Ana' };
const packageNames = () =>
  within(screen.getAllByRole('list').find((l) => l.classList.contains('avios-grid--packages'))!)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('PurchaseScreen', () => {
  it('lists the packages in the member country currency, smallest first', async () => {
    renderWithAvios(<PurchaseScreen />, { content: CONTENT, user: member });
    expect(await screen.findByRole('heading', { name: '2,000 Avios' })).toBeTruthy();
    expect(packageNames()[0]).toBe('2,000 Avios');
    expect(packageNames()).toHaveLength(24);
    // member country ES -> EUR: 2000 x 0.02
    expect(screen.getByText('€40.00')).toBeTruthy();
    expect(screen.getByText('Your balance: 12,500 Avios')).toBeTruthy();
  });

  it('keeps size, sort and currency filters in the URL with replace navigation', async () => {
    const { navigate } = renderWithAvios(<PurchaseScreen />, {
      content: CONTENT,
      user: member,
      path: '/purchase',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Large' }));
    expect(navigate).toHaveBeenLastCalledWith('/purchase?currency=EUR&sizes=large', {
      replace: true,
    });
    expect(packageNames()).toEqual([
      '100,000 Avios',
      '125,000 Avios',
      '150,000 Avios',
      '175,000 Avios',
      '200,000 Avios',
    ]);
    const smallest = screen.getByRole('radio', { name: 'Smallest first' });
    fireEvent.keyDown(smallest, { key: 'ArrowRight' });
    expect(navigate).toHaveBeenLastCalledWith('/purchase?currency=EUR&sizes=large&order=biggest', {
      replace: true,
    });
    expect(packageNames()[0]).toBe('200,000 Avios');
    fireEvent.click(screen.getByRole('radio', { name: 'GBP' }));
    expect(navigate).toHaveBeenLastCalledWith('/purchase?currency=GBP&sizes=large&order=biggest', {
      replace: true,
    });
    expect(screen.getByText('£2,800.00')).toBeTruthy();
  });

  it('reads the filters from the URL', async () => {
    renderWithAvios(<PurchaseScreen />, {
      content: CONTENT,
      path: '/purchase?sizes=small&order=biggest&currency=GBP',
    });
    expect(await screen.findByRole('heading', { name: '15,000 Avios' })).toBeTruthy();
    expect(packageNames()[0]).toBe('15,000 Avios');
    expect(packageNames()).toHaveLength(8);
    expect(screen.getByRole('radio', { name: 'GBP' }).getAttribute('aria-checked')).toBe('true');
  });

  it('selects and unselects a package, showing it in the bottom bar', async () => {
    renderWithAvios(<PurchaseScreen />, { content: CONTENT, user: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 20,000 Avios' }));
    const bar = screen.getByRole('region', { name: 'Continue' });
    expect(bar.textContent).toContain('20,000 Avios chosen');
    expect(bar.textContent).toContain('+1,000 bonus');
    expect(bar.textContent).toContain('Total €360.00');
    expect(
      (within(bar).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Unselect 20,000 Avios' }));
    expect(bar.textContent).toContain('Choose a package');
    expect(
      (within(bar).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('reports each select and unselect to onSelectionChange, with the currency', async () => {
    const onSelectionChange = vi.fn();
    renderWithAvios(<PurchaseScreen onSelectionChange={onSelectionChange} />, {
      content: CONTENT,
      user: member,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 20,000 Avios' }));
    await waitFor(() =>
      expect(onSelectionChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ purchaseAvios: 20000, purchasePrice: 360, bonusAvios: 1000 }),
        'EUR',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unselect 20,000 Avios' }));
    await waitFor(() => expect(onSelectionChange).toHaveBeenCalledTimes(2));
    expect(onSelectionChange.mock.lastCall?.[0].purchaseAvios).toBeUndefined();
  });

  it('disables every package under an error with should_disable_products (api_error_52)', async () => {
    const { avios } = renderWithAvios(<PurchaseScreen />, { content: CONTENT, user: member });
    await screen.findByRole('heading', { name: '2,000 Avios' });
    act(() => {
      avios.errors.dispatch('api_error_52');
    });
    const select = screen.getByRole('button', { name: 'Select 2,000 Avios' }) as HTMLButtonElement;
    expect(select.disabled).toBe(true);
  });

  it('shows the generic packages disabled when member prices are refused for an under-18 member', async () => {
    const getPrices = vi.fn(async (_product: string, query?: { generic?: boolean }) => {
      if (query?.generic) return [{ lower: 2000, upper: 200000, price: { EUR: 0.02 } }];
      throw new SdkError('api_error_52', { status: 403 });
    });
    renderWithAvios(<PurchaseScreen />, {
      content: CONTENT,
      user: member,
      api: { getPrices },
      errorMessages: {
        api_error_52: { title: 'Members must be 18', textContent: 'Ask an adult.' },
      },
    });
    expect(await screen.findByText('Members must be 18')).toBeTruthy();
    const select = (await screen.findByRole('button', {
      name: 'Select 2,000 Avios',
    })) as HTMLButtonElement;
    expect(select.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('disables packages for a member whose balance is missing', async () => {
    const getBalance = vi.fn(async () => ({
      amount: null,
      currency: 'AVIOS',
      householdBalance: null,
      householdCurrency: 'AVIOS',
    }));
    renderWithAvios(<PurchaseScreen />, { content: CONTENT, user: member, api: { getBalance } });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Select 2,000 Avios' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });

  it('warns when the selected package price changes', async () => {
    const { avios } = renderWithAvios(<PurchaseScreen />, { content: CONTENT, user: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 2,000 Avios' }));
    vi.mocked(avios.api.getPrices).mockResolvedValue([
      { lower: 2000, upper: 200000, price: { EUR: 0.03 } },
    ]);
    await act(async () => {
      await avios.queryClient.invalidateQueries();
    });
    await waitFor(() =>
      expect(avios.errors.getSnapshot().page?.code).toBe('purchase_price_change'),
    );
    expect(screen.getByRole('region', { name: 'Continue' }).textContent).toContain('Total €60.00');
  });

  it('asks visitors to sign in, and continuing signs in with a way back', async () => {
    const { avios } = renderWithAvios(<PurchaseScreen />, {
      content: CONTENT,
      path: '/purchase?sizes=small',
    });
    expect(await screen.findByRole('heading', { name: 'Sign in for your prices' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Select 2,000 Avios' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(avios.session.login).toHaveBeenCalledWith({ returnTo: '/purchase?sizes=small' });
    expect(avios.checkout.submit).not.toHaveBeenCalled();
  });

  it('creates the checkout draft, posts it and goes to the checkout page', async () => {
    const { avios, navigate } = renderWithAvios(<PurchaseScreen />, {
      content: CONTENT,
      user: member,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Select 20,000 Avios' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/p123', undefined));
    expect(avios.checkout.start).toHaveBeenCalledWith(
      'purchase',
      expect.objectContaining({
        purchaseAvios: 20000,
        purchasePrice: 360,
        bonusAvios: 1000,
        aviosTotal: 21000,
      }),
      { currency: 'EUR' },
    );
    expect(avios.checkout.submit).toHaveBeenCalledOnce();
  });

  it('prefetches the checkout and booster page content, so checkout copy is cached (spec §2)', async () => {
    const avios = createFakeAvios({ content: CONTENT, user: member });
    // as createAvios's query client: content stays fresh for 5 minutes (spec §9)
    avios.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 5 * 60_000 } });
    renderWithAvios(<PurchaseScreen />, { avios });
    const asked = () =>
      vi
        .mocked(avios.content.getEntries)
        .mock.calls.map(([type, o]) => [type, o?.partner, o?.locale]);
    await waitFor(() => expect(asked()).toContainEqual(['checkoutPage', 'IB', 'en-GB']));
    expect(asked()).toContainEqual(['boosterPage', 'IB', 'en-GB']);
    const key = contentQueryKey({ partner: 'IB', language: 'en-GB' }, 'checkoutPage');
    await waitFor(() => expect(avios.queryClient.getQueryData(key)).toEqual(CONTENT.checkoutPage));
    cleanup();
    // the checkout copy is read from the cache: shown at once, not asked for again
    renderWithAvios(<CheckoutTitle />, { avios });
    expect(screen.getByText('Checkout')).toBeTruthy();
    expect(asked().filter(([type]) => type === 'checkoutPage')).toHaveLength(1);
    // this fake has no booster copy: a failed prefetch shows no error to the member
    const { global, page } = avios.errors.getSnapshot();
    expect([global, page]).toEqual([undefined, undefined]);
  });
});
