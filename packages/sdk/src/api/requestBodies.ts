// Bodies of the purchase API's POST calls (spec §7, docs/api-contract.md).
import type { Currency, SubscriptionInterval } from '../rules/constants';
import type { TargetAccount } from '../schemas/checkoutDraft';

/** spec §9: payment version '2'. */
export interface PaymentMethodDetails {
  version: '2';
}

export interface PurchaseTransactionBody {
  paymentMethodDetails: PaymentMethodDetails;
  numberOfPoints: number;
  currency: Currency;
}

export interface RecipientTransactionBody extends PurchaseTransactionBody {
  issueDate: string;
  message: string;
  targetAccount: TargetAccount;
}

export interface BoosterTransactionBody extends PurchaseTransactionBody {
  glpTransactionIds: string[];
  multiplier: number;
}

/** Body of `POST /transactions?product=…` for each product. */
export interface TransactionBodies {
  purchase: PurchaseTransactionBody;
  gift: RecipientTransactionBody;
  transfer: RecipientTransactionBody;
  booster: BoosterTransactionBody;
}

export type TransactionProduct = keyof TransactionBodies;

/** Body of `POST /subscriptions`. */
export interface SubscriptionBody {
  packageId: string;
  type: SubscriptionInterval;
}
