// @vitest-environment happy-dom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AviosProvider } from '../provider/AviosProvider';
import { createFakeAvios } from '../testing/fakeAvios';
import type { AviosInstance } from '../aviosInstance';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { useContent } from './useContent';
import { useErrorMessage } from './useErrorMessage';
import { useErrors } from './useErrors';
import { useQuery } from './useQuery';
import { useSession } from './useSession';

afterEach(cleanup);

const navigation = { location: { pathname: '/', search: '' }, navigate: vi.fn() };

function wrapper(avios: AviosInstance) {
  return ({ children }: { children: ReactNode }) => (
    <AviosProvider avios={avios} navigation={navigation} init={false}>
      {children}
    </AviosProvider>
  );
}

describe('useAvios', () => {
  it('tells the developer to wrap the tree in <AviosProvider> when it is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAvios())).toThrow(/<AviosProvider/);
  });

  it('calls init() once on mount unless told not to', () => {
    const avios = createFakeAvios();
    render(<AviosProvider avios={avios} navigation={navigation} />);
    expect(avios.init).toHaveBeenCalledOnce();
  });
});

describe('useQuery', () => {
  it('goes from pending to success and reports isFetching', async () => {
    const avios = createFakeAvios();
    let resolve: (v: number) => void = () => {};
    const queryFn = () => new Promise<number>((r) => (resolve = r));
    const { result } = renderHook(() => useQuery({ queryKey: ['n'], queryFn }), {
      wrapper: wrapper(avios),
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.isFetching).toBe(true);
    act(() => resolve(42));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe(42);
    expect(result.current.isFetching).toBe(false);
  });

  it('returns errors as data, never throws', async () => {
    const avios = createFakeAvios();
    const { result } = renderHook(
      () => useQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('boom')) }),
      { wrapper: wrapper(avios) },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('boom');
  });

  it('does not fetch while disabled', () => {
    const avios = createFakeAvios();
    const queryFn = vi.fn(async () => 1);
    const { result } = renderHook(() => useQuery({ queryKey: ['d'], queryFn, enabled: false }), {
      wrapper: wrapper(avios),
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.isFetching).toBe(false);
    expect(queryFn).not.toHaveBeenCalled();
  });
});

describe('useContent', () => {
  it('loads entries per partner and language and refetches when the language changes', async () => {
    const avios = createFakeAvios({ content: { layout: [{ skipLinkText: 'Skip' }] } });
    const { result } = renderHook(
      () => ({ content: useContent('layout'), context: useAviosContext() }),
      {
        wrapper: wrapper(avios),
      },
    );
    await waitFor(() => expect(result.current.content.status).toBe('success'));
    expect(result.current.content.data).toEqual([{ skipLinkText: 'Skip' }]);
    expect(avios.content.getEntries).toHaveBeenLastCalledWith('layout', {
      partner: 'IB',
      locale: 'en-GB',
    });
    act(() => {
      avios.context.setLanguage('es-ES');
    });
    await waitFor(() =>
      expect(avios.content.getEntries).toHaveBeenLastCalledWith('layout', {
        partner: 'IB',
        locale: 'es-ES',
      }),
    );
    expect(result.current.context.language).toBe('es-ES');
  });
});

describe('useErrorMessage', () => {
  it('uses the catalogue fallback until content answers, then the content', async () => {
    const avios = createFakeAvios({
      errorMessages: { api_error_52: { title: 'Too young', textContent: 'Members must be 18.' } },
    });
    const { result } = renderHook(() => useErrorMessage('api_error_52'), {
      wrapper: wrapper(avios),
    });
    expect(result.current.title).toBe('Oops!');
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.title).toBe('Too young'));
    expect(result.current.message).toBe('Members must be 18.');
  });

  it('keeps the generic text when content has no entry for the code', async () => {
    const avios = createFakeAvios();
    const { result } = renderHook(() => useErrorMessage('state_mismatch'), {
      wrapper: wrapper(avios),
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.title).toBe('Oops!');
    expect(result.current.message).toBe('Invalid state');
  });
});

describe('useSession and useErrors', () => {
  it('re-render when the SDK stores change', async () => {
    const avios = createFakeAvios({ user: { sub: 'u1', given_name: 'Ana' } });
    function Probe() {
      const session = useSession();
      const errors = useErrors();
      return (
        <p>
          {session.signedIn ? 'in' : 'out'} {errors.page?.code ?? 'none'} {errors.effects.join(',')}
        </p>
      );
    }
    render(<Probe />, { wrapper: wrapper(avios) });
    expect(screen.getByText(/in none/)).toBeTruthy();
    act(() => {
      avios.errors.dispatch('api_error_52');
    });
    expect(screen.getByText('in api_error_52 should_disable_products')).toBeTruthy();
    await act(async () => {
      await avios.session.logout();
    });
    expect(screen.getByText(/^out/)).toBeTruthy();
  });
});
