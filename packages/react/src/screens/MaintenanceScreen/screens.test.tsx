// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT } from '../../testing/content';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { AviosErrorBoundary } from '../ErrorScreen/AviosErrorBoundary';
import { ErrorScreen } from '../ErrorScreen/ErrorScreen';
import { NotAvailableScreen } from '../NotAvailableScreen/NotAvailableScreen';
import { MaintenanceScreen } from './MaintenanceScreen';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MaintenanceScreen', () => {
  it('shows the default title without content, counts down 20 s and reloads to /', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onReload = vi.fn();
    renderWithAvios(<MaintenanceScreen onReload={onReload} />, { content: {} });
    expect(screen.getByRole('heading', { name: 'We’ll be back soon!' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('20');
    expect(screen.getByRole('link', { name: 'Retry it now' }).getAttribute('href')).toBe('/');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('reloads to the shop’s own / under its base path, never the site’s root', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      renderWithAvios(<MaintenanceScreen />, { content: {}, basePath: '/collect-avios/buy' });
      expect(screen.getByRole('link', { name: 'Retry it now' }).getAttribute('href')).toBe(
        '/collect-avios/buy/',
      );
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(assign).toHaveBeenCalledExactlyOnceWith('/collect-avios/buy/');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('uses the content copy', async () => {
    renderWithAvios(<MaintenanceScreen onReload={() => {}} />, { content: CONTENT });
    expect(await screen.findByRole('heading', { name: 'Down for maintenance' })).toBeTruthy();
    expect(screen.getByText('We are improving the shop.')).toBeTruthy();
    expect(screen.getByText('The Avios team')).toBeTruthy();
  });

  it('says its retry message with the countdown in content’s time unit (spec §2, §9 20 s)', async () => {
    renderWithAvios(<MaintenanceScreen onReload={() => {}} />, { content: CONTENT });
    await screen.findByRole('heading', { name: 'Down for maintenance' });
    const timer = screen.getByRole('timer');
    expect(timer.parentElement?.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'Trying again in 20 seconds',
    );
  });

  it('refresh: false in content keeps counting but never reloads by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onReload = vi.fn();
    const [maintenance] = CONTENT.maintenancePage as Record<string, unknown>[];
    renderWithAvios(<MaintenanceScreen onReload={onReload} />, {
      content: { ...CONTENT, maintenancePage: [{ ...maintenance, refresh: false }] },
    });
    await screen.findByRole('heading', { name: 'Down for maintenance' });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole('timer').textContent).toBe('15');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(screen.getByRole('timer').textContent).toBe('0');
    expect(onReload).not.toHaveBeenCalled();
    // the member can still go back by hand
    expect(screen.getByRole('link', { name: 'Retry it now' }).getAttribute('href')).toBe('/');
  });
});

describe('ErrorScreen', () => {
  it('shows the spec defaults and resets the error, navigating to #', () => {
    const onReset = vi.fn();
    const { avios, navigate } = renderWithAvios(<ErrorScreen onReset={onReset} />, { content: {} });
    act(() => {
      avios.errors.dispatch('network_error_unhandled');
    });
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(
      screen.getByText('Something went wrong, our technical team is investigating the issue.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('#', undefined);
    expect(avios.errors.getSnapshot().global).toBeUndefined();
  });
});

describe('AviosErrorBoundary', () => {
  it('shows the error screen when a screen throws while rendering', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failed');
    }
    renderWithAvios(
      <AviosErrorBoundary>
        <Broken />
      </AviosErrorBoundary>,
      { content: {} },
    );
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeTruthy();
  });
});

describe('NotAvailableScreen', () => {
  it('shows the not-available message from content with a link home', async () => {
    renderWithAvios(<NotAvailableScreen name="gift" />, { content: CONTENT });
    expect(await screen.findByRole('heading', { name: 'Coming soon' })).toBeTruthy();
    expect(screen.getByText('This page is not available yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe('/');
  });
});
