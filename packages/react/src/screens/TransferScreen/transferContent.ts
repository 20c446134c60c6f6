type Text = string | undefined;

/** Fields of `transferPage` the transfer screen reads. */
export interface TransferContent {
  metaTitle?: Text;
  title?: Text;
  intro?: Text;
  sliderLabel?: Text;
  sliderValueText?: Text;
  sliderMinText?: Text;
  sliderMaxText?: Text;
  feeText?: Text;
  minimumText?: Text;
  yearlyLimitText?: Text;
  stepUpTitle?: Text;
  stepUpText?: Text;
  stepUpButtonText?: Text;
  continueButtonText?: Text;
  loginPromptTitle?: Text;
  loginPromptText?: Text;
  loginPromptButtonText?: Text;
}
