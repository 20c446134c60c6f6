// Content and answers for the subscription screens' tests, shaped as the content model and
// docs/api-contract.md define them.
import type { SubscriptionPackage, UserSubscription } from '@avios/sdk/schemas';

const entry = <T>(fields: T) => ({ sys: { id: 'x' }, fields });
const plan = (planId: string, name: string) =>
  entry({
    planId,
    name,
    length: 3,
    billingMonthlyLabel: '{price} a month',
    billingAnnuallyLabel: '{price} a year',
    messages: ['Avios every month'],
    monthlyButtonText: 'Subscribe monthly',
    annualButtonText: 'Subscribe annually',
    earnRateText: '{points} Avios every month',
  });

export const SUBSCRIBE_PAGE = {
  metaTitle: 'Subscription',
  title: 'Collect Avios every month',
  frequencySwitchLabel: 'Billing frequency',
  monthlyLabel: 'Monthly',
  annualLabel: 'Annual',
  annualSavingText: 'Save {price} a year',
  plans: [plan('ib-basico', 'Avios Basic'), plan('ib-plus', 'Avios Plus')],
  manageSubscriptionText: 'Manage my subscription',
  loginPromptTitle: 'Sign in to subscribe',
  loginPromptText: 'Sign in to see your plans.',
  loginPromptButtonText: 'Sign in',
};

export const AREA = {
  title: 'My subscriptions',
  statusActive: 'Active',
  statusCancelScheduled: 'Cancel scheduled',
  statusPendingPayment: 'Pending payment',
  statusAutorenewing: 'Auto-renewing',
  statusRefundPending: 'Refund pending',
  planLabel: 'Plan',
  costMonthlyText: '{price} a month',
  costAnnuallyText: '{price} a year',
  renewDateLabel: 'Next payment',
  accumulatedLabel: 'Collected so far',
  accumulatedText: '{points} Avios',
  cardLabel: 'Payment card',
  ageLabel: 'Subscribed for',
  ageText: '{months} months and {days} days',
  cancelScheduledText: 'Your subscription ends on {date}.',
  autoRenewalFailedText: 'We could not take your last payment.',
  noSubscriptionTitle: 'You have no active subscription',
  noSubscriptionText: 'Subscribe to collect Avios every month.',
  subscribeLinkText: 'See the plans',
  cancelButtonText: 'Cancel subscription',
  editButtonText: 'Change plan',
  renewButtonText: 'Renew subscription',
  refundButtonText: 'Request a refund',
  cancelModalTitle: 'Cancel your subscription?',
  cancelModalText: 'Your subscription will end on {date}.',
  cancelModalImmediateText: 'Your subscription will end today.',
  cancelModalConfirmText: 'Yes, cancel',
  cancelModalDismissText: 'Keep my subscription',
  editModalTitle: 'Change your plan',
  editModalText: 'Your new plan starts on your next billing date.',
  editModalConfirmText: 'Confirm change',
  editModalDismissText: 'Keep my plan',
  renewModalTitle: 'Renew your subscription?',
  renewModalText: 'We will charge your card now.',
  renewModalConfirmText: 'Renew now',
  renewModalDismissText: 'Not now',
  refundModalTitle: 'Request a refund?',
  refundModalText: 'We will refund your last payment.',
  refundModalConfirmText: 'Request refund',
  refundModalDismissText: 'Go back',
  editDoneText: 'Your plan has changed. The new plan starts on {date}.',
  cancelDoneText: 'Your subscription is cancelled. It ends on {date}.',
  cancelledNowText: 'Your subscription has ended.',
  loginPromptTitle: 'Sign in to manage your subscription',
  loginPromptText: 'Sign in first.',
  loginPromptButtonText: 'Sign in',
};

export const REFUND_PAGE = {
  initialTitle: 'Refund your subscription',
  initialText: 'We will refund {price} and remove {points} Avios from your account.',
  refundButtonText: 'Confirm refund',
  cancelButtonText: 'Keep my subscription',
  successTitle: 'Your refund is on its way',
  successText: 'We have refunded {price}.',
  failedTitle: 'We could not process your refund',
  failedText: 'Please try again later.',
  notEligibleTitle: 'This subscription cannot be refunded',
  notEligibleText: 'Refunds are available within 14 days.',
  backLinkText: 'Back to my subscriptions',
};

export const CONTACT_PAGE = {
  title: 'Contact us',
  channels: [
    { label: 'Phone', value: '+34 910 000 118', url: 'tel:+34910000118' },
    { label: 'Email', value: 'avios@iberia.example', url: 'mailto:avios@iberia.example' },
    { label: 'Chat', value: 'bad', url: 'javascript:alert(1)' },
  ],
  hoursLabel: 'Opening hours',
  hours: 'Every day, 8am to 10pm',
};

const money = (amount: number) => ({ amount, currency: 'EUR' as const });
export const packageOf = (
  packageId: string,
  monthly: number,
  errorCodes: string[] = [],
): SubscriptionPackage => ({
  version: '1',
  active: true,
  packageId,
  partnerName: 'Iberia Club',
  avios: { monthly: 1000, annually: 12000 },
  contentfulId: `subscriptionPlan-${packageId}`,
  packageName: packageId,
  eligibility: {
    status: errorCodes.length ? 'ineligible' : 'eligible',
    loggedIn: true,
    errorCodes,
  },
  prices: {
    monthly: { originalPrice: money(monthly), currentPrice: money(monthly), savings: money(0) },
    annually: {
      originalPrice: money(monthly * 12),
      currentPrice: money(monthly * 10),
      savings: money(monthly * 2),
    },
    frequencyDifference: 17,
  },
});

export const subscriptionOf = (over: Partial<UserSubscription> = {}): UserSubscription => ({
  id: 'sub-1',
  link: '/subscription/my-subscriptions',
  contentfulId: 'subscriptionPlan-ib-basico',
  packageName: 'Avios Básico',
  subscriptionStatus: 'active',
  card: '**** **** **** 1111',
  cardReference: 'card-1',
  cardType: 'visa',
  autoRenewalFailed: false,
  accumulatedAvios: 6000,
  avios: { monthly: 1000, annually: 12000 },
  cost: { amount: 12.99, frequency: 'monthly', currency: 'EUR' },
  renewDate: '2026-12-07T00:00:00.000Z',
  pendingCustomerAction: false,
  subscriptionAge: { years: 0, months: 6, days: 18, hours: 4 },
  cancelInfo: {
    enabled: true,
    immediateCancel: false,
    earliestCancellationDate: '2026-12-07T00:00:00.000Z',
  },
  refundInfo: { enabled: false },
  createDate: '2026-05-10T00:00:00.000Z',
  targetFFP: { partner: 'IB', ffp: '12345678' },
  ...over,
});
