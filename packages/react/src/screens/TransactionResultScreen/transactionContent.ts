type Text = string | undefined;

/** Fields of `transactionPage` (by productType) the result screen reads. */
export interface TransactionContent {
  metaTitle?: Text;
  processingTitle?: Text;
  processingText?: Text;
  processingSlowTitle?: Text;
  processingSlowText?: Text;
  failedTitle?: Text;
  failedText?: Text;
  failedButtonText?: Text;
  failedButtonUrl?: Text;
  /** The outcome is not known yet (status checks kept failing): never offer to buy again. */
  unknownTitle?: Text;
  unknownText?: Text;
  unknownButtonText?: Text;
  /** A visitor is asked to sign in before the order is looked up. */
  loginPromptTitle?: Text;
  loginPromptText?: Text;
  loginPromptButtonText?: Text;
  successTitle?: Text;
  successText?: Text;
  /** Subscription only: the next payment, placeholders `{price}`, `{date}`. */
  successNextBillingText?: Text;
  successButtonText?: Text;
  successButtonUrl?: Text;
  successImage?: unknown;
}
