// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SdkError } from '@avios/sdk';
import type { SubscriptionPackage, UserSubscription } from '@avios/sdk/schemas';
import { CONTENT } from '../../testing/content';
import { createFakeAvios } from '../../testing/fakeAvios';
import type { FakeAviosOptions } from '../../testing/fakeAvios';
import { renderWithAvios } from '../../testing/renderWithAvios';
import { ContactScreen } from './ContactScreen';
import { RefundScreen } from './RefundScreen';
import { SubscribeScreen } from './SubscribeScreen';
import { SubscriptionAreaScreen } from './SubscriptionAreaScreen';
import {
  AREA,
  CONTACT_PAGE,
  REFUND_PAGE,
  SUBSCRIBE_PAGE,
  packageOf,
  subscriptionOf,
} from './subscriptionTestContent';

afterEach(cleanup);

beforeAll(() => {
  // happy-dom's <dialog> may lack showModal/close; the platform behaviour is tested in Chromium
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  proto.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const member = { sub: 'u1', given_name: 'Ana' };
const content = {
  ...CONTENT,
  subscribePage: [SUBSCRIBE_PAGE],
  subscriptionArea: [AREA],
  refundPage: [REFUND_PAGE],
  contactPage: [CONTACT_PAGE],
};

function setup(
  ui: React.ReactNode,
  {
    path = '/',
    packages = [packageOf('ib-basico', 12.99), packageOf('ib-plus', 34.99)],
    subscriptions = [] as UserSubscription[],
    signedIn = true,
    ...options
  }: FakeAviosOptions & {
    path?: string;
    packages?: SubscriptionPackage[];
    subscriptions?: UserSubscription[];
    signedIn?: boolean;
  } = {},
) {
  const avios = createFakeAvios({
    content,
    ...(signedIn ? { user: member } : {}),
    ...options,
    api: {
      getSubscriptionPackages: vi.fn(async () => packages),
      getUserSubscriptions: vi.fn(async () => subscriptions),
      ...options.api,
    },
  });
  return renderWithAvios(ui, { avios, path });
}

describe('SubscribeScreen (spec §2 subscribe page, §3, §8 68/69)', () => {
  it('plans from content with their package prices; the switch moves between monthly and annual prices', async () => {
    const { location } = setup(<SubscribeScreen />, { path: '/subscription' });
    expect(await screen.findByRole('heading', { name: 'Avios Basic' })).toBeTruthy();
    expect(screen.getByText('€12.99 a month')).toBeTruthy();
    expect(screen.getByText('€34.99 a month')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Annual' }));
    await screen.findByText('€129.90 a year');
    expect(location.current.search).toBe('?interval=annually');
    expect(screen.getAllByText('1,000 Avios every month')).toHaveLength(2);
    expect(screen.getByText('Save €25.98 a year')).toBeTruthy();
  });

  it('subscribing writes the spec §3 subscription draft and submits it', async () => {
    const { avios } = setup(<SubscribeScreen />, { path: '/subscription?interval=annually' });
    const buttons = await screen.findAllByRole('button', { name: 'Subscribe annually' });
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(avios.checkout.submit).toHaveBeenCalled());
    expect(avios.checkout.start).toHaveBeenCalledWith(
      'subscription',
      expect.objectContaining({
        packageId: 'ib-basico',
        interval: 'annually',
        aviosPerPeriod: 12000,
        pricePerPeriod: 129.9,
        aviosTotal: 12000,
        priceTotal: 129.9,
        nextBillingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
      { currency: 'EUR' },
    );
  });

  it('68: one dismissible warning (the catalogue one, no second alert of the page), subscribing disabled, a link to the subscription area', async () => {
    const { avios } = setup(<SubscribeScreen />, {
      packages: [packageOf('ib-basico', 12.99, ['68'])],
    });
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('api_error_68'));
    expect(avios.errors.getSnapshot().page?.entry.dismissible).toBe(true);
    const button = await screen.findByRole('button', { name: 'Subscribe monthly' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Manage my subscription' })).toBeTruthy();
    const messages = [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.getAttribute('data-severity')).toBe('warning');
  });

  it('69 (feature off): an undismissible error from the packages call', async () => {
    const { avios } = setup(<SubscribeScreen />, {
      api: {
        getSubscriptionPackages: vi.fn(async () => {
          throw new SdkError('api_error_69', { message: 'off' });
        }),
      },
    });
    await waitFor(() => expect(avios.errors.getSnapshot().page?.code).toBe('api_error_69'));
    expect(avios.errors.getSnapshot().page?.entry.dismissible).toBe(false);
  });

  it('a visitor sees the plans and a sign-in prompt; subscribing signs in first', async () => {
    const { avios } = setup(<SubscribeScreen />, { signedIn: false, path: '/subscription' });
    await screen.findByRole('heading', { name: 'Sign in to subscribe' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Subscribe monthly' })[0]!);
    await waitFor(() => expect(avios.session.login).toHaveBeenCalled());
    expect(avios.checkout.start).not.toHaveBeenCalled();
  });
});

describe('SubscriptionAreaScreen (spec §2, §4 labels and actions)', () => {
  it('the current subscription with its label, cost, points, card and age', async () => {
    setup(<SubscriptionAreaScreen />, {
      subscriptions: [
        subscriptionOf({ id: 'old', subscriptionStatus: 'expired' }),
        subscriptionOf(),
      ],
    });
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('€12.99 a month')).toBeTruthy();
    expect(screen.getByText('6,000 Avios')).toBeTruthy();
    expect(screen.getByText('**** **** **** 1111')).toBeTruthy();
    expect(screen.getByText('6 months and 18 days')).toBeTruthy();
    expect(screen.getByText('07/12/2026')).toBeTruthy();
    // spec §4: cancel enabled, not immediate; no refund; a running plan may change
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renew subscription' })).toBeNull();
  });

  it('cancel: the dialog states the end date first; confirming schedules it and says so', async () => {
    const cancel = vi.fn(async () =>
      subscriptionOf({
        subscriptionStatus: 'cancelled_scheduled',
        cancelInfo: {
          enabled: false,
          immediateCancel: false,
          earliestCancellationDate: '2026-12-07T00:00:00.000Z',
          scheduledDate: '2026-12-07T00:00:00.000Z',
        },
      }),
    );
    setup(<SubscriptionAreaScreen />, {
      subscriptions: [subscriptionOf()],
      subscriptionArea: { cancel },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText('Your subscription will end on 07/12/2026.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await screen.findByText('Your subscription is cancelled. It ends on 07/12/2026.');
    expect(cancel).toHaveBeenCalledWith('sub-1', 'period_end', {
      idempotencyKey: expect.stringMatching(/^LCL_/),
    });
    expect(screen.getByText('Cancel scheduled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('a change refused with 403 closes its dialog and signs the member out through the error store (spec §8)', async () => {
    const cancel = vi.fn(async () => {
      throw new SdkError('network_error_403', { status: 403 });
    });
    const { avios } = setup(<SubscriptionAreaScreen />, {
      subscriptions: [subscriptionOf()],
      subscriptionArea: { cancel },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(avios.errors.getSnapshot().global?.code).toBe('network_error_403'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel your subscription?' })).toBeNull(),
    );
  });

  it('a failed action keeps the dialog open with the catalogue message; nothing changes', async () => {
    const cancel = vi.fn(async () => {
      throw new SdkError('network_error_500', { message: 'down' });
    });
    setup(<SubscriptionAreaScreen />, {
      subscriptions: [subscriptionOf()],
      subscriptionArea: { cancel },
      errorMessages: {
        subscription_change_failed: {
          title: 'We could not change your subscription',
          textContent: 'Nothing has changed.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await within(dialog).findByText('We could not change your subscription');
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('immediate cancel allowed: the member chooses now or the period end (period end first), each stating what it does', async () => {
    const cancel = vi.fn(async () =>
      subscriptionOf({
        subscriptionStatus: 'cancelled',
        cancelInfo: { enabled: false, immediateCancel: true, earliestCancellationDate: '' },
      }),
    );
    const immediate = subscriptionOf({
      cancelInfo: {
        enabled: true,
        immediateCancel: true,
        earliestCancellationDate: '2026-12-07T00:00:00.000Z',
      },
    });
    setup(<SubscriptionAreaScreen />, {
      subscriptions: [immediate],
      subscriptionArea: { cancel },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    const group = within(dialog).getByRole('group', { name: 'Cancel your subscription?' });
    const later = within(group).getByRole('radio', {
      name: 'Your subscription will end on 07/12/2026.',
    }) as HTMLInputElement;
    const now = within(group).getByRole('radio', {
      name: 'Your subscription will end today.',
    }) as HTMLInputElement;
    expect(later.checked).toBe(true);
    expect(now.checked).toBe(false);
    fireEvent.click(now);
    expect(now.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await screen.findByText('Your subscription has ended.');
    expect(cancel).toHaveBeenCalledWith('sub-1', 'now', { idempotencyKey: expect.any(String) });
  });

  it('a cancel whose answer was lost: the retry sends the same key, and its 409 reads the subscription again and says it is done', async () => {
    const scheduled = subscriptionOf({
      subscriptionStatus: 'cancelled_scheduled',
      cancelInfo: {
        enabled: false,
        immediateCancel: false,
        earliestCancellationDate: '2026-12-07T00:00:00.000Z',
        scheduledDate: '2026-12-07T00:00:00.000Z',
      },
    });
    const server = { list: [subscriptionOf()] };
    const cancel = vi
      .fn()
      .mockImplementationOnce(async () => {
        server.list = [scheduled];
        throw new SdkError('network_error_unhandled', { message: 'no answer' });
      })
      .mockImplementationOnce(async () => {
        throw new SdkError('network_error_409', { message: 'already applied', status: 409 });
      });
    setup(<SubscriptionAreaScreen />, {
      subscriptionArea: { cancel },
      api: { getUserSubscriptions: vi.fn(async () => server.list) },
      errorMessages: {
        subscription_change_failed: {
          title: 'We could not change your subscription',
          textContent: 'Nothing has changed.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await within(dialog).findByText('We could not change your subscription');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await screen.findByText('Your subscription is cancelled. It ends on 07/12/2026.');
    expect(screen.getByText('Cancel scheduled')).toBeTruthy();
    expect(screen.queryByText('We could not change your subscription')).toBeNull();
    const keys = cancel.mock.calls.map(
      (call) => (call[2] as { idempotencyKey: string }).idempotencyKey,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('renew (a failed renewal): confirming asks for the new payment and goes to its checkout', async () => {
    const renew = vi.fn(async () => ({ subscriptionID: 'sub-1' }));
    const { navigate } = setup(<SubscriptionAreaScreen />, {
      subscriptions: [
        subscriptionOf({
          subscriptionStatus: 'suspended',
          autoRenewalFailed: true,
          pendingCustomerAction: true,
        }),
      ],
      subscriptionArea: { renew },
    });
    expect(await screen.findByText('Pending payment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renew subscription' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renew now' }),
    );
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/checkout/sub-1', undefined));
    expect(renew).toHaveBeenCalledWith('sub-1', { idempotencyKey: expect.any(String) });
  });

  it('edit: another plan, confirmed, says when it starts', async () => {
    const changePlan = vi.fn(async () =>
      subscriptionOf({ contentfulId: 'subscriptionPlan-ib-plus', packageName: 'Avios Plus' }),
    );
    setup(<SubscriptionAreaScreen />, {
      subscriptions: [subscriptionOf()],
      subscriptionArea: { changePlan },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm change' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Avios Plus/ }));
    fireEvent.click(confirm);
    await screen.findByText('Your plan has changed. The new plan starts on 07/12/2026.');
    expect(changePlan).toHaveBeenCalledWith('sub-1', { packageId: 'ib-plus', type: 'monthly' });
  });

  it('no current subscription: a link to the plans', async () => {
    setup(<SubscriptionAreaScreen />, {
      subscriptions: [subscriptionOf({ subscriptionStatus: 'expired' })],
    });
    expect(await screen.findByRole('link', { name: 'See the plans' })).toBeTruthy();
  });
});

describe('RefundScreen (spec §2 states initial, success, failed, notEligible)', () => {
  const eligible = subscriptionOf({ refundInfo: { enabled: true } });

  it('initial, then success after the refund call', async () => {
    const refund = vi.fn(async () =>
      subscriptionOf({ subscriptionStatus: 'refund_pending', refundInfo: { enabled: false } }),
    );
    setup(<RefundScreen />, { subscriptions: [eligible], subscriptionArea: { refund } });
    await screen.findByText('We will refund €12.99 and remove 1,000 Avios from your account.');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByRole('heading', { name: 'Your refund is on its way' })).toBeTruthy();
    expect(refund).toHaveBeenCalledWith('sub-1', {
      idempotencyKey: expect.stringMatching(/^LCL_/),
    });
  });

  it('failed when the call fails', async () => {
    const refund = vi.fn(async () => {
      throw new SdkError('network_error_500', { message: 'down' });
    });
    setup(<RefundScreen />, { subscriptions: [eligible], subscriptionArea: { refund } });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm refund' }));
    expect(
      await screen.findByRole('heading', { name: 'We could not process your refund' }),
    ).toBeTruthy();
  });

  it('a refund refused with 401 signs the member out through the error store (spec §8), not the failed state', async () => {
    const refund = vi.fn(async () => {
      throw new SdkError('network_error_401', { status: 401 });
    });
    const { avios } = setup(<RefundScreen />, {
      subscriptions: [eligible],
      subscriptionArea: { refund },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(avios.errors.getSnapshot().global?.code).toBe('network_error_401'));
    expect(screen.queryByRole('heading', { name: 'We could not process your refund' })).toBeNull();
  });

  it('notEligible without refundInfo.enabled', async () => {
    setup(<RefundScreen />, { subscriptions: [subscriptionOf()] });
    expect(
      await screen.findByRole('heading', { name: 'This subscription cannot be refunded' }),
    ).toBeTruthy();
  });
});

describe('ContactScreen (spec §2 contact)', () => {
  it('phone and email as links, opening hours; a script link is text', async () => {
    setup(<ContactScreen />, { signedIn: false });
    const phone = await screen.findByRole('link', { name: '+34 910 000 118' });
    expect(phone.getAttribute('href')).toBe('tel:+34910000118');
    expect(screen.getByRole('link', { name: 'avios@iberia.example' }).getAttribute('href')).toBe(
      'mailto:avios@iberia.example',
    );
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByText('Every day, 8am to 10pm')).toBeTruthy();
  });
});
