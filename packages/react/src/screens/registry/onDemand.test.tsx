// @vitest-environment happy-dom
// Screens loaded on demand: the first one waits for the chunk; once it is in, the others
// render in the same pass (no suspension), like eagerly imported screens.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ count: 0 }));

vi.mock('./laterScreens', () => {
  loads.count += 1;
  return {
    CheckoutScreen: ({ transactionId }: { transactionId?: string }) => (
      <h1>checkout {transactionId}</h1>
    ),
    TransactionResultScreen: ({ transactionId }: { transactionId?: string }) => (
      <h1>result {transactionId}</h1>
    ),
    MaintenanceScreen: () => <h1>maintenance</h1>,
  };
});

const { onDemand } = await import('./onDemand');
const CheckoutScreen = onDemand<{ transactionId?: string }>((m) => m.CheckoutScreen);
const TransactionResultScreen = onDemand<{ transactionId?: string }>(
  (m) => m.TransactionResultScreen,
);
const MaintenanceScreen = onDemand<{ onReload?: () => void }>((m) => m.MaintenanceScreen);

afterEach(cleanup);

describe('screens on demand', () => {
  it('the first screen shows a busy placeholder until the chunk is in', async () => {
    const { container } = render(<CheckoutScreen transactionId="p1" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'checkout p1' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it.each([
    ['result', () => <TransactionResultScreen transactionId="p1" />, 'result p1'],
    ['maintenance', () => <MaintenanceScreen onReload={() => {}} />, 'maintenance'],
  ])('then the %s screen renders at once, without a placeholder', (_, element, heading) => {
    act(() => {
      render(element());
    });
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(loads.count).toBe(1);
  });
});
