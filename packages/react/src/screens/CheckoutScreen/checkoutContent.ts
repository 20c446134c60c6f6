import type { RichTextDocument } from '@avios/sdk/content';

type Text = string | undefined;

/** Fields of `checkoutPage` the checkout screen reads. */
export interface CheckoutContent {
  metaTitle?: Text;
  title?: Text;
  stepsLabel?: Text;
  stepProductSelection?: Text;
  stepRecipient?: Text;
  stepPayment?: Text;
  stepConfirmation?: Text;
  summaryTitle?: Text;
  summaryPointsLabel?: Text;
  summaryRecipientLabel?: Text;
  summaryBonusLabel?: Text;
  summaryMultiplierLabel?: Text;
  summaryTotalLabel?: Text;
  summaryFrequencyLabel?: Text;
  summaryMonthlyText?: Text;
  summaryAnnuallyText?: Text;
  summaryNextBillingLabel?: Text;
  editLinkText?: Text;
  payButtonPurchase?: Text;
  payButtonGift?: Text;
  payButtonTransfer?: Text;
  payButtonBooster?: Text;
  payButtonSubscription?: Text;
  paymentTitle?: Text;
  walletDividerText?: Text;
  applePayButtonText?: Text;
  googlePayButtonText?: Text;
  cardNumberLabel?: Text;
  expiryLabel?: Text;
  expiryHint?: Text;
  cvcLabel?: Text;
  cvcHint?: Text;
  holderNameLabel?: Text;
  cardNumberError?: Text;
  expiryError?: Text;
  cvcError?: Text;
  holderNameError?: Text;
  challengeTitle?: Text;
  challengeText?: Text;
  challengeCodeLabel?: Text;
  challengeSubmitText?: Text;
  paymentLoadingText?: Text;
  paymentProcessingText?: Text;
  securePaymentText?: Text;
  termsText?: RichTextDocument | string;
}
