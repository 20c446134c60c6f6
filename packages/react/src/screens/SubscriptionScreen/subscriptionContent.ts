import type { RichTextDocument } from '@avios/sdk/content';

type Text = string | undefined;

/** Fields of `subscribePage` the subscribe screen reads. */
export interface SubscribeContent {
  metaTitle?: Text;
  title?: Text;
  intro?: Text;
  frequencySwitchLabel?: Text;
  monthlyLabel?: Text;
  annualLabel?: Text;
  annualSavingText?: Text;
  /** Linked `subscriptionPlan` entries. */
  plans?: unknown;
  manageSubscriptionText?: Text;
  termsText?: RichTextDocument | string;
  loginPromptTitle?: Text;
  loginPromptText?: Text;
  loginPromptButtonText?: Text;
}

/** spec §3 subscription plan content. */
export interface PlanContent {
  planId?: Text;
  name?: Text;
  length?: number;
  billingMonthlyLabel?: Text;
  billingAnnuallyLabel?: Text;
  messages?: string[];
  monthlyButtonText?: Text;
  annualButtonText?: Text;
  earnRateText?: Text;
  badgeText?: Text;
}

/** Fields of `subscriptionArea`. */
export interface SubscriptionAreaContent {
  metaTitle?: Text;
  title?: Text;
  loginPromptTitle?: Text;
  loginPromptText?: Text;
  loginPromptButtonText?: Text;
  statusActive?: Text;
  statusCancelScheduled?: Text;
  statusPendingPayment?: Text;
  statusAutorenewing?: Text;
  statusRefundPending?: Text;
  planLabel?: Text;
  costMonthlyText?: Text;
  costAnnuallyText?: Text;
  renewDateLabel?: Text;
  accumulatedLabel?: Text;
  accumulatedText?: Text;
  cardLabel?: Text;
  ageLabel?: Text;
  ageText?: Text;
  cancelScheduledText?: Text;
  autoRenewalFailedText?: Text;
  noSubscriptionTitle?: Text;
  noSubscriptionText?: Text;
  subscribeLinkText?: Text;
  cancelButtonText?: Text;
  editButtonText?: Text;
  renewButtonText?: Text;
  refundButtonText?: Text;
  cancelModalTitle?: Text;
  cancelModalText?: Text;
  cancelModalImmediateText?: Text;
  cancelModalConfirmText?: Text;
  cancelModalDismissText?: Text;
  editModalTitle?: Text;
  editModalText?: Text;
  editModalConfirmText?: Text;
  editModalDismissText?: Text;
  renewModalTitle?: Text;
  renewModalText?: Text;
  renewModalConfirmText?: Text;
  renewModalDismissText?: Text;
  refundModalTitle?: Text;
  refundModalText?: Text;
  refundModalConfirmText?: Text;
  refundModalDismissText?: Text;
  editDoneText?: Text;
  cancelDoneText?: Text;
  cancelledNowText?: Text;
}

/** Fields of `refundPage` (spec §2: states initial, success, failed, notEligible). */
export interface RefundContent {
  metaTitle?: Text;
  initialTitle?: Text;
  initialText?: Text;
  refundButtonText?: Text;
  cancelButtonText?: Text;
  successTitle?: Text;
  successText?: Text;
  failedTitle?: Text;
  failedText?: Text;
  notEligibleTitle?: Text;
  notEligibleText?: Text;
  backLinkText?: Text;
}

/** Fields of `contactPage`. */
export interface ContactContent {
  metaTitle?: Text;
  title?: Text;
  body?: unknown;
  channels?: unknown;
  hoursLabel?: Text;
  hours?: Text;
}
