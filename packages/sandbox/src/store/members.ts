// The seeded members (documented in docs/sandbox.md). Dates are relative to the moment of
// seeding, so "10 days old" stays true whenever the sandbox starts.
import type { BoosterTransaction, Member, ProductType, UserSubscription } from './types';

const SANDBOX_PASSWORD = 'avios';
/** spec §9: the boost transaction limit exists, its value is not shown; the sandbox's. */
export const BOOSTER_ANNUAL_CAP = 100_000;
/** Points a member may receive as gifts and transfers in a year (error 63 past it). */
export const RECEIVE_ANNUAL_CAP = 200_000;

const ALL: ProductType[] = ['purchase', 'gift', 'transfer', 'booster', 'subscription'];
const DAY = 86_400_000;

const isoDate = (t: number) => new Date(t).toISOString().slice(0, 10);
const isoTime = (t: number) => new Date(t).toISOString();

function boosterTransactions(
  prefix: string,
  now: number,
  partnerCode: string,
): BoosterTransaction[] {
  const rows: [string, string, string, number, string, number, boolean][] = [
    // type, sectorType, description, amount, currency, avios, boosted
    ['flight', 'AIR', 'London Heathrow to Madrid', 182.4, 'GBP', 1_250, false],
    ['flight', 'AIR', 'Madrid to New York JFK', 612.0, 'EUR', 4_200, false],
    ['flight', 'AIR', 'Dublin to Boston', 455.9, 'EUR', 2_600, true],
    ['hotel', 'HOTEL', 'Three nights, Barcelona', 390.0, 'EUR', 1_500, false],
    ['car', 'CAR', 'Car hire, Malaga airport', 140.25, 'EUR', 500, false],
  ];
  return rows.map(([type, sectorType, description, amount, currency, avios, boosted], i) => ({
    identifier: `${prefix}-glp-${i + 1}`,
    dateMade: isoTime(now - (20 + i * 17) * DAY),
    dateProcessed: isoTime(now - (18 + i * 17) * DAY),
    sectorType,
    type,
    description,
    isBoosted: boosted,
    externalPartnerIdentifier: `${partnerCode}${String(48_211 + i * 7)}`,
    monetaryAmount: { currency: { currencyCode: currency }, amount },
    aviosAmount: avios,
  }));
}

function subscription(
  m: { ffpNumber: string; partner: string },
  now: number,
  status: UserSubscription['subscriptionStatus'],
  extra: Partial<UserSubscription> = {},
): UserSubscription {
  const created = now - 200 * DAY;
  return {
    id: `sub-${m.ffpNumber.toLowerCase()}-1`,
    link: `/subscription/my-subscriptions`,
    contentfulId: `subscriptionPlan-${m.partner}-essentials`,
    packageName: 'Avios Essentials',
    subscriptionStatus: status,
    card: '**** **** **** 1111',
    cardReference: `card-${m.ffpNumber.toLowerCase()}`,
    cardType: 'visa',
    autoRenewalFailed: false,
    accumulatedAvios: 6_000,
    avios: { monthly: 1_000, annually: 12_000 },
    cost: { amount: 10.99, frequency: 'monthly', currency: 'GBP' },
    renewDate: isoTime(now + 12 * DAY),
    pendingCustomerAction: false,
    subscriptionAge: { years: 0, months: 6, days: 18, hours: 4 },
    cancelInfo: {
      enabled: true,
      immediateCancel: false,
      earliestCancellationDate: isoTime(now + 12 * DAY),
    },
    refundInfo: { enabled: false },
    createDate: isoTime(created),
    targetFFP: { partner: m.partner.toUpperCase(), ffp: m.ffpNumber },
    ...extra,
  };
}

/** A fresh copy of every seeded member. */
export function seedMembers(now = Date.now()): Member[] {
  const base = {
    password: SANDBOX_PASSWORD,
    householdBalance: null,
    productError: undefined,
    boosterTransactions: [],
    boostedPointsThisYear: 0,
    receivedThisYear: 0,
    transferredThisYear: 0,
    purchasedAvios: 0,
    subscriptions: [],
    campaignEnrolments: [],
    tierStatus: 'Blue',
  };
  const members: Member[] = [
    {
      ...base,
      ffpNumber: 'IB1000001',
      partner: 'ib',
      name: { title: 'Sra', firstName: 'Lucía', lastName: 'Fernández' },
      email: 'lucia.fernandez@example.com',
      dob: '1986-04-12',
      gender: 'F',
      country: 'ES',
      enrolmentDate: isoDate(now - 2_400 * DAY),
      tierStatus: 'Plata',
      balance: 12_000,
      householdBalance: 15_500,
      products: ALL,
      boosterTransactions: boosterTransactions('ib1000001', now, 'IB'),
      boostedPointsThisYear: 8_000,
      purchasedAvios: 5_000,
      notes: 'All five products; has booster transactions.',
    },
    {
      ...base,
      ffpNumber: 'IB1000002',
      partner: 'ib',
      name: { title: 'Sr', firstName: 'Mateo', lastName: 'Ruiz' },
      email: 'mateo.ruiz@example.com',
      dob: isoDate(now - 16 * 365 * DAY),
      gender: 'M',
      country: 'ES',
      enrolmentDate: isoDate(now - 700 * DAY),
      balance: 3_000,
      products: ALL,
      productError: 52,
      notes: 'Under 18: product calls answer errorCode 52.',
    },
    {
      ...base,
      ffpNumber: 'IB1000003',
      partner: 'ib',
      name: { title: 'Sra', firstName: 'Carmen', lastName: 'López' },
      email: 'carmen.lopez@example.com',
      dob: '1979-09-30',
      gender: 'F',
      country: 'ES',
      enrolmentDate: isoDate(now - 3_100 * DAY),
      tierStatus: 'Oro',
      balance: 25_000,
      products: ALL,
      boosterTransactions: boosterTransactions('ib1000003', now, 'IB'),
      boostedPointsThisYear: 100_000,
      receivedThisYear: 200_000,
      notes:
        'Booster annual cap reached (remainingAllowance 0, boosting answers 63); as a gift or transfer recipient answers 63.',
    },
    {
      ...base,
      ffpNumber: 'IB1000004',
      partner: 'ib',
      name: { title: 'Sr', firstName: 'Pablo', lastName: 'Gómez' },
      email: 'pablo.gomez@example.com',
      dob: '1990-01-05',
      gender: 'M',
      country: 'ES',
      enrolmentDate: isoDate(now - 900 * DAY),
      balance: 5_000,
      products: ['purchase', 'gift', 'transfer'],
      productError: 59,
      notes: 'Account blocked from buying: product calls answer errorCode 59.',
    },
    {
      ...base,
      ffpNumber: 'BA2000001',
      partner: 'ba',
      name: { title: 'Mr', firstName: 'Oliver', lastName: 'Bennett' },
      email: 'oliver.bennett@example.com',
      dob: '1982-11-23',
      gender: 'M',
      country: 'GB',
      enrolmentDate: isoDate(now - 4_000 * DAY),
      tierStatus: 'Silver',
      balance: 48_500,
      products: ALL,
      boosterTransactions: boosterTransactions('ba2000001', now, 'BA'),
      boostedPointsThisYear: 12_000,
      purchasedAvios: 10_000,
      // enrolled in the winter booster campaign (spec §4: the flag is active from the list)
      campaignEnrolments: [
        { campaignCode: 'BOOST-WINTER', expiryTime: '2027-02-28T23:59:59.000Z' },
      ],
      notes:
        'All five products; has booster transactions; no subscription; enrolled in the BOOST-WINTER booster campaign.',
    },
    {
      ...base,
      ffpNumber: 'BA2000002',
      partner: 'ba',
      name: { title: 'Ms', firstName: 'Amelia', lastName: 'Clarke' },
      email: 'amelia.clarke@example.com',
      dob: '1995-06-02',
      gender: 'F',
      country: 'GB',
      enrolmentDate: isoDate(now - 10 * DAY),
      balance: 900,
      products: ['purchase', 'gift', 'transfer'],
      notes: 'Account 10 days old (as a recipient: errorCode 66); below the transfer minimum.',
    },
    {
      ...base,
      ffpNumber: 'BA2000003',
      partner: 'ba',
      name: { title: 'Mr', firstName: 'Harry', lastName: 'Wilson' },
      email: 'harry.wilson@example.com',
      dob: '1975-03-17',
      gender: 'M',
      country: 'US',
      enrolmentDate: isoDate(now - 1_500 * DAY),
      balance: 20_000,
      products: ALL,
      notes: 'Active subscription: subscribing again answers errorCode 68.',
    },
    {
      ...base,
      ffpNumber: 'BA2000004',
      partner: 'ba',
      name: { title: 'Mr', firstName: 'George', lastName: 'Taylor' },
      email: 'george.taylor@example.com',
      dob: '1988-08-08',
      gender: 'M',
      country: 'GB',
      enrolmentDate: isoDate(now - 1_200 * DAY),
      balance: 15_000,
      products: ALL,
      notes: 'Suspended subscription (auto-renewal failed, action pending).',
    },
    {
      ...base,
      ffpNumber: 'BA2000005',
      partner: 'ba',
      name: { title: 'Mrs', firstName: 'Isla', lastName: 'Morgan' },
      email: 'isla.morgan@example.com',
      dob: '1970-12-01',
      gender: 'F',
      country: 'GB',
      enrolmentDate: isoDate(now - 2_000 * DAY),
      balance: 30_000,
      products: ALL,
      notes: 'Subscription refund pending.',
    },
    {
      ...base,
      ffpNumber: 'BA2000006',
      partner: 'ba',
      name: { title: 'Mr', firstName: 'Oscar', lastName: 'Hughes' },
      email: 'oscar.hughes@example.com',
      dob: '1979-09-14',
      gender: 'M',
      country: 'GB',
      enrolmentDate: isoDate(now - 2_600 * DAY),
      balance: 60_000,
      products: ['purchase', 'gift', 'transfer', 'booster', 'subscription'],
      transferredThisYear: 100_000,
      notes: 'Transferred 100,000 Avios this year: the yearly transfer limit (transfer_disabled).',
    },
    {
      ...base,
      ffpNumber: 'BA2000007',
      partner: 'ba',
      name: { title: 'Ms', firstName: 'Olivia', lastName: 'Bennett' },
      email: 'olivia.bennett@example.com',
      dob: '1990-05-09',
      gender: 'F',
      country: 'GB',
      enrolmentDate: isoDate(now - 900 * DAY),
      balance: 22_000,
      products: ALL,
      notes: 'Subscription cancel scheduled.',
    },
    {
      ...base,
      ffpNumber: 'BA2000008',
      partner: 'ba',
      name: { title: 'Mr', firstName: 'Jack', lastName: 'Evans' },
      email: 'jack.evans@example.com',
      dob: '1987-10-30',
      gender: 'M',
      country: 'GB',
      enrolmentDate: isoDate(now - 700 * DAY),
      balance: 9_000,
      products: ALL,
      notes: 'Active subscription eligible for a refund.',
    },
    {
      ...base,
      ffpNumber: 'EI3000001',
      partner: 'ei',
      name: { title: 'Ms', firstName: 'Aoife', lastName: 'Byrne' },
      email: 'aoife.byrne@example.com',
      dob: '1992-02-14',
      gender: 'F',
      country: 'IE',
      enrolmentDate: isoDate(now - 1_100 * DAY),
      balance: 7_250,
      products: ['purchase', 'gift', 'transfer'],
      notes: 'Purchase, gift, transfer only.',
    },
    {
      ...base,
      ffpNumber: 'EI3000002',
      partner: 'ei',
      name: { title: 'Mr', firstName: 'Seán', lastName: 'Murphy' },
      email: 'sean.murphy@example.com',
      dob: '1984-07-21',
      gender: 'M',
      country: 'IE',
      enrolmentDate: isoDate(now - 800 * DAY),
      balance: 1_500,
      products: ['purchase', 'gift', 'transfer'],
      notes: 'Purchase, gift, transfer only; a recipient for EI gifts and transfers.',
    },
    {
      ...base,
      ffpNumber: 'BA2000009',
      partner: 'ba',
      name: { title: 'Mr', firstName: 'Daniel', lastName: 'Reid' },
      email: 'daniel.reid@example.com',
      dob: '1981-05-19',
      gender: 'M',
      country: 'US',
      enrolmentDate: isoDate(now - 1_900 * DAY),
      balance: 4_000,
      products: ['purchase', 'gift', 'transfer'],
      recipientPricing: { factor: 1.2 },
      notes:
        'As a gift or transfer recipient, priced 20% higher (the shop shows gift_price_change / transfer_price_change).',
    },
    {
      ...base,
      ffpNumber: 'BA2000010',
      partner: 'ba',
      name: { title: 'Ms', firstName: 'Grace', lastName: 'Hall' },
      email: 'grace.hall@example.com',
      dob: '1993-10-07',
      gender: 'F',
      country: 'GB',
      enrolmentDate: isoDate(now - 1_300 * DAY),
      balance: 6_000,
      products: ['purchase', 'gift', 'transfer'],
      recipientPricing: 'unavailable',
      notes:
        'As a gift or transfer recipient, no offer: every band unavailable (the shop shows gift_package_unavailable / transfer_unavailable).',
    },
  ];
  const byId = (id: string) => members.find((m) => m.ffpNumber === id)!;
  const harry = byId('BA2000003');
  harry.subscriptions = [
    subscription(harry, now, 'active', {
      cost: { amount: 13.99, frequency: 'monthly', currency: 'USD' },
    }),
  ];
  const george = byId('BA2000004');
  george.subscriptions = [
    subscription(george, now, 'suspended', {
      autoRenewalFailed: true,
      pendingCustomerAction: true,
      renewDate: isoTime(now - 3 * DAY),
      cancelInfo: { enabled: true, immediateCancel: true, earliestCancellationDate: isoTime(now) },
    }),
  ];
  const isla = byId('BA2000005');
  isla.subscriptions = [
    subscription(isla, now, 'refund_pending', {
      cancelInfo: {
        enabled: false,
        immediateCancel: false,
        earliestCancellationDate: isoTime(now),
      },
      refundInfo: { enabled: false },
      optOutDate: isoTime(now - 2 * DAY),
    }),
  ];
  const olivia = byId('BA2000007');
  olivia.subscriptions = [
    subscription(olivia, now, 'cancelled_scheduled', {
      cancelInfo: {
        enabled: false,
        immediateCancel: false,
        earliestCancellationDate: isoTime(now + 12 * DAY),
        scheduledDate: isoTime(now + 12 * DAY),
      },
      optOutDate: isoTime(now - DAY),
    }),
  ];
  const jack = byId('BA2000008');
  jack.subscriptions = [
    subscription(jack, now, 'active', {
      accumulatedAvios: 1_000,
      renewDate: isoTime(now + 25 * DAY),
      subscriptionAge: { years: 0, months: 0, days: 5, hours: 2 },
      createDate: isoTime(now - 5 * DAY),
      cancelInfo: { enabled: true, immediateCancel: true, earliestCancellationDate: isoTime(now) },
      refundInfo: { enabled: true },
    }),
  ];
  return members;
}
