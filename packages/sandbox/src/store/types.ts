// Shapes of the sandbox's in-memory state. Wire shapes follow docs/api-contract.md.
import type { Partner } from '../config';

export type ProductType = 'purchase' | 'gift' | 'transfer' | 'booster' | 'subscription';
export type Currency = 'GBP' | 'USD' | 'EUR';
export const CURRENCIES: Currency[] = ['GBP', 'USD', 'EUR'];

export interface BoosterTransaction {
  identifier: string;
  dateMade: string;
  dateProcessed?: string;
  sectorType: string;
  type: string;
  description: string;
  isBoosted: boolean;
  externalPartnerIdentifier: string;
  monetaryAmount: { currency: { currencyCode: string }; amount: number };
  aviosAmount: number;
}

/** spec §4: the twelve user subscription statuses. */
export type SubscriptionStatus =
  | 'active'
  | 'failed'
  | 'unverified'
  | 'refunded'
  | 'cancelled'
  | 'closed'
  | 'cancelled_scheduled'
  | 'refund_pending'
  | 'terminated'
  | 'autorenewing'
  | 'expired'
  | 'suspended';

export type Interval = 'monthly' | 'annually';

/** spec §3: user subscription. */
export interface UserSubscription {
  id: string;
  link: string;
  contentfulId: string;
  packageName: string;
  subscriptionStatus: SubscriptionStatus;
  card: string;
  cardReference: string;
  cardType: string;
  autoRenewalFailed: boolean;
  accumulatedAvios: number;
  avios: { monthly: number; annually: number };
  cost: { amount: number; frequency: Interval; currency: Currency };
  renewDate: string;
  pendingCustomerAction: boolean;
  subscriptionAge: { years: number; months: number; days: number; hours: number };
  cancelInfo: {
    enabled: boolean;
    immediateCancel: boolean;
    earliestCancellationDate: string;
    scheduledDate?: string;
  };
  refundInfo: { enabled: boolean };
  createDate: string;
  targetFFP: { partner: string; ffp: string };
  optOutDate?: string;
}

/**
 * Gifts and transfers to a member priced for them (spec §7 `targetFfpNumber`): each price
 * per point times `factor`, or no offer at all (every band unavailable).
 */
export type RecipientPricing = { factor: number } | 'unavailable';

export interface Member {
  ffpNumber: string;
  partner: Partner;
  password: string;
  name: { title?: string; firstName: string; lastName: string };
  email: string;
  dob: string;
  gender: string;
  country: string;
  enrolmentDate: string;
  tierStatus: string;
  balance: number | null;
  householdBalance: number | null;
  products: ProductType[];
  /** Every product call answers this errorCode (52 under 18, 59 account blocked). */
  productError?: number;
  boosterTransactions: BoosterTransaction[];
  boostedPointsThisYear: number;
  /** Points received as gifts or transfers this year (recipient cap, error 63). */
  receivedThisYear: number;
  /** Avios this member transferred away this year (the yearly transfer limit, spec §8). */
  transferredThisYear: number;
  purchasedAvios: number;
  subscriptions: UserSubscription[];
  campaignEnrolments: { campaignCode: string; expiryTime: string }[];
  /** How gifts and transfers to this member are priced; standard prices when absent. */
  recipientPricing?: RecipientPricing;
  /** A line for docs/sandbox.md and the members listing. */
  notes: string;
}

/** spec §4 server step names, snake_case (docs/api-contract.md). */
type StepName =
  | 'start_transaction'
  | 'payment_session'
  | 'payment_authorised'
  | 'credit_points'
  | 'payment_captured'
  | 'transaction_complete'
  | 'points_added_to_customer_account'
  | 'transaction_failed';

export type TransactionProduct = 'purchase' | 'gift' | 'transfer' | 'booster';

export interface TargetAccount {
  ffpNumber: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface Transaction {
  id: string;
  product: TransactionProduct;
  ffpNumber: string;
  partner: Partner;
  createdAt: number;
  step: StepName;
  errorCode?: number;
  /** Points bought, gifted, transferred or boosted (before bonus). */
  aviosAmount: number;
  aviosBonusAmount: number;
  pricePerPoint: number;
  currency: Currency;
  totalPrice: number;
  paymentSessionId: string;
  targetAccount?: TargetAccount;
  booster?: { multiplier: number; qualifyingAviosAmount: number; glpTransactionIds: string[] };
}

export interface SubscriptionOrder {
  id: string;
  ffpNumber: string;
  partner: Partner;
  packageId: string;
  interval: Interval;
  createdAt: number;
  status: SubscriptionStatus;
  errorCode?: number;
  paymentSessionId: string;
  /**
   * A renewal of the member's existing subscription of this id (POST
   * /api/subscriptions/{id}/renew): paying it reactivates that subscription.
   */
  renewal?: boolean;
}

type PaymentStatus = 'pending' | 'authorised' | 'refused' | 'challenge';

export interface PaymentSession {
  id: string;
  sessionData: string;
  /** What the session pays for: a transaction id or a subscription id. */
  reference: string;
  kind: 'transaction' | 'subscription';
  /** Minor units (pence, cents), as card processors count. */
  amount: { value: number; currency: Currency };
  status: PaymentStatus;
  refusalReason?: string;
  /** Number of card charges made; never more than one. */
  charges: number;
}
