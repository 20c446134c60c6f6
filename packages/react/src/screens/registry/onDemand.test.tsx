// @vitest-environment happy-dom
// Screens loaded on demand, each from its own module: the first one waits for its module;
// once one is in (the later-screens chunk holds them all), the others render in the same
// pass (no suspension), like eagerly imported screens; a failed download is tried again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Props = { transactionId?: string };
const module = <K extends string>(name: K, heading: string) =>
  ({
    [name]: ({ transactionId }: Props) => <h1>{`${heading} ${transactionId ?? ''}`.trim()}</h1>,
  }) as Record<K, (props: Props) => ReactNode>;

/** A fresh `onDemand` (its module's state: which screens are in) and three screens from it. */
async function screens(failures = 0) {
  vi.resetModules();
  const { onDemand } = await import('./onDemand');
  let checkoutFailures = failures;
  const downloads = {
    checkout: vi.fn(async () => {
      if (checkoutFailures-- > 0) throw new Error('chunk failed to load');
      return module('CheckoutScreen', 'checkout');
    }),
    result: vi.fn(async () => module('TransactionResultScreen', 'result')),
    maintenance: vi.fn(async () => module('MaintenanceScreen', 'maintenance')),
  };
  return {
    downloads,
    CheckoutScreen: onDemand(downloads.checkout, (m) => m.CheckoutScreen),
    TransactionResultScreen: onDemand(downloads.result, (m) => m.TransactionResultScreen),
    MaintenanceScreen: onDemand(downloads.maintenance, (m) => m.MaintenanceScreen),
  };
}

/** Shows 'failed' for an error thrown while rendering (the shop's error boundary's part). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>failed</p> : this.props.children);
}

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('screens on demand', () => {
  it('shows a busy placeholder until the first screen’s module is in, and has the others read at once', async () => {
    const { downloads, CheckoutScreen } = await screens();
    const { container } = render(<CheckoutScreen transactionId="p1" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'checkout p1' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    // the chunk that brought the checkout holds the others: read now, not on their first render
    expect(downloads.result).toHaveBeenCalledTimes(1);
    expect(downloads.maintenance).toHaveBeenCalledTimes(1);
  });

  it('then renders the next screens in the same pass, without a placeholder, each module read once', async () => {
    const { downloads, CheckoutScreen, TransactionResultScreen, MaintenanceScreen } =
      await screens();
    render(<CheckoutScreen transactionId="p1" />);
    await screen.findByRole('heading', { name: 'checkout p1' });
    cleanup();
    for (const [element, heading] of [
      [<TransactionResultScreen transactionId="p1" />, 'result p1'],
      [<MaintenanceScreen />, 'maintenance'],
    ] as const) {
      act(() => void render(element));
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      cleanup();
    }
    for (const download of Object.values(downloads)) expect(download).toHaveBeenCalledTimes(1);
  });

  it('asks for a module that failed to download again when its screen renders next', async () => {
    const { downloads, CheckoutScreen } = await screens(1);
    render(
      <Boundary>
        <CheckoutScreen transactionId="p1" />
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    // nothing arrived, so nothing else was read
    expect(downloads.result).not.toHaveBeenCalled();
    cleanup();
    // the error screen's 'Reload page' renders the screen again
    render(<CheckoutScreen transactionId="p1" />);
    expect(await screen.findByRole('heading', { name: 'checkout p1' })).toBeTruthy();
    expect(downloads.checkout).toHaveBeenCalledTimes(2);
  });
});

describe('screens on demand and the later screens’ rules', () => {
  it('renders a later screen only once the later rules are in and every waiting sheet completed', async () => {
    vi.resetModules();
    const { onDemand } = await import('./onDemand');
    const styles = await import('../../styles/laterStyles');
    const order: string[] = [];
    // an element's shadow-root sheets complete themselves here (@avios/elements styles.ts)
    styles.onLaterCss(() => order.push('rules'));
    const Result = onDemand(
      async () => ({
        Result: () => {
          order.push(styles.laterCss() ? 'screen, rules in' : 'screen, rules missing');
          return <h1>result</h1>;
        },
      }),
      (m) => m.Result,
    );
    expect(styles.laterCss()).toBeUndefined();
    render(<Result />);
    expect(await screen.findByRole('heading', { name: 'result' })).toBeTruthy();
    expect(order[0]).toBe('rules');
    expect(order.slice(1)).toContain('screen, rules in');
    expect(order).not.toContain('screen, rules missing');
  });

  it('waits for the rules even when the screen’s module is in first, and retries a failed download', async () => {
    vi.resetModules();
    let failures = 1;
    let release: () => void = () => undefined;
    vi.doMock('../../styles/laterStyles', () => ({
      loadLaterCss: vi.fn(() =>
        failures-- > 0
          ? Promise.reject(new Error('chunk failed to load'))
          : new Promise<void>((resolve) => (release = resolve)),
      ),
    }));
    const { onDemand } = await import('./onDemand');
    const Result = onDemand(
      async () => ({ Result: () => <h1>result</h1> }),
      (m) => m.Result,
    );
    render(
      <Boundary>
        <Result />
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    cleanup();
    const { container } = render(<Result />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // the module is in, the rules are not: still the placeholder
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'result' })).toBeNull();
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'result' })).toBeTruthy();
    vi.doUnmock('../../styles/laterStyles');
  });
});
