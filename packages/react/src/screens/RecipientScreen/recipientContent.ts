type Text = string | undefined;

/** Fields of `recipientForm` (by productType gift or transfer) the recipient step reads. */
export interface RecipientContent {
  title?: Text;
  intro?: Text;
  /** The choice and its price for the recipient. Placeholders `{points}`, `{price}`. */
  priceText?: Text;
  membershipNumberLabel?: Text;
  membershipNumberHint?: Text;
  membershipNumberMaxLength?: number;
  emailLabel?: Text;
  firstNameLabel?: Text;
  lastNameLabel?: Text;
  messageLabel?: Text;
  messageHint?: Text;
  messageMaxLength?: number;
  scheduleDateLabel?: Text;
  scheduleDateHint?: Text;
  scheduleDateMaxDays?: number;
  optionalText?: Text;
  invalidMembershipNumber?: Text;
  invalidEmail?: Text;
  invalidFirstName?: Text;
  invalidLastName?: Text;
  invalidScheduleDate?: Text;
  scheduleDateOutOfBounds?: Text;
  errorSummaryTitle?: Text;
  continueButtonText?: Text;
  backButtonText?: Text;
}
