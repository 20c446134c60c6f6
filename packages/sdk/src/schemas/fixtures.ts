// Valid sample answers, one per schema, shared by the SDK's own tests. Not exported from the
// package.
import type {
  Balance,
  BoosterOptions,
  Enrolment,
  PriceBand,
  SubscriptionPackage,
  TransactionState,
  User,
  UserSubscription,
} from './purchaseApi';

export const userFixture: User = {
  ffpNumber: '12345678',
  name: { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace' },
  email: 'ada@example.com',
  country: 'GB',
};

export const balanceFixture: Balance = {
  amount: 12000,
  currency: 'AVIOS',
  householdBalance: null,
  householdCurrency: 'AVIOS',
};

export const priceBandsFixture: PriceBand[] = [
  { lower: 2000, upper: 15000, price: { GBP: 0.016, USD: 0.02, EUR: 0.019 }, available: true },
  {
    lower: 20000,
    upper: 200000,
    price: 0.015,
    bonusPoints: 500,
    applicableBonus: {
      type: 'percentage',
      value: 10,
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2030-01-01T00:00:00Z',
    },
  },
];

export const boosterOptionsFixture: BoosterOptions = {
  transactionGroups: [
    {
      type: 'flights',
      order: 1,
      transactions: [
        {
          identifier: 'glp-1',
          dateMade: '2024-05-01',
          sectorType: 'air',
          type: 'flight',
          description: 'MAD-LHR',
          isBoosted: false,
          externalPartnerIdentifier: 'IB',
          monetaryAmount: { currency: { currencyCode: 'EUR' }, amount: 120 },
          aviosAmount: 900,
        },
      ],
    },
  ],
  multipliersAvailable: [
    {
      multiplyBy: 2,
      displayName: '2x',
      pricing: {
        discountedPricePerPoint: { GBP: 0.01, USD: 0.012, EUR: 0.011 },
        standardPricePerPoint: { GBP: 0.012, USD: 0.014, EUR: 0.013 },
      },
    },
  ],
  boostedPointsThisYear: 0,
  remainingAllowance: 50000,
};

export const enrolmentsFixture: Enrolment[] = [
  { ffpNumber: '12345678', campaignCode: 'BOOST24', expiryTime: '2030-01-01T00:00:00Z' },
];

const money = (amount: number) => ({ amount, currency: 'GBP' as const });

export const subscriptionPackageFixture: SubscriptionPackage = {
  version: '1',
  active: true,
  packageId: 'pkg-1',
  partnerName: 'ib',
  avios: { monthly: 1000, annually: 13000 },
  contentfulId: 'cf-1',
  packageName: 'Avios Plus',
  eligibility: { status: 'eligible', loggedIn: true, errorCodes: [] },
  prices: {
    monthly: { originalPrice: money(10), currentPrice: money(10), savings: money(0) },
    annually: { originalPrice: money(120), currentPrice: money(100), savings: money(20) },
    frequencyDifference: 20,
  },
};

export const userSubscriptionFixture: UserSubscription = {
  id: 'sub123',
  link: '/subscriptions/sub123',
  contentfulId: 'cf-1',
  packageName: 'Avios Plus',
  subscriptionStatus: 'active',
  card: '**** 1111',
  cardReference: 'ref-1',
  cardType: 'visa',
  autoRenewalFailed: false,
  accumulatedAvios: 3000,
  avios: { monthly: 1000, annually: 13000 },
  cost: { amount: 10, frequency: 'monthly', currency: 'GBP' },
  renewDate: '2030-01-01',
  pendingCustomerAction: false,
  subscriptionAge: { years: 0, months: 3, days: 2, hours: 1 },
  cancelInfo: { enabled: true, immediateCancel: false, earliestCancellationDate: '2030-01-01' },
  refundInfo: { enabled: false },
  createDate: '2024-01-01',
  targetFFP: { partner: 'ib', ffp: '12345678' },
};

export const transactionStateFixture: TransactionState = {
  statusName: 'payment_session',
  payload: {
    aviosAmount: 5000,
    pricePerPoint: 0.016,
    currency: 'GBP',
    paymentSession: { id: 'ps_1', sessionData: 'opaque' },
  },
};
