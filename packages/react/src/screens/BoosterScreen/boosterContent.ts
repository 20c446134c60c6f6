type Text = string | undefined;

/** Fields of `boosterPage` the booster screen reads. */
export interface BoosterContent {
  metaTitle?: Text;
  title?: Text;
  intro?: Text;
  howItWorksTitle?: Text;
  howItWorksSteps?: unknown;
  transactionsTitle?: Text;
  filterByTypeLabel?: Text;
  filterAllText?: Text;
  transactionTypeLabels?: unknown;
  sectorTypeLabels?: unknown;
  otherTypeText?: Text;
  sortByPointsLabel?: Text;
  sortHighestText?: Text;
  sortLowestText?: Text;
  transactionPointsText?: Text;
  selectTransactionText?: Text;
  boostedText?: Text;
  multiplierTitle?: Text;
  multiplierOptionText?: Text;
  multiplierResultText?: Text;
  transactionLimitText?: Text;
  boostedThisYearText?: Text;
  emptyStateTitle?: Text;
  emptyStateText?: Text;
  totalText?: Text;
  continueButtonText?: Text;
  campaignCode?: Text;
  campaignStartDate?: Text;
  campaignEndDate?: Text;
  campaignTitle?: Text;
  campaignText?: Text;
  campaignImage?: unknown;
  campaignUpcomingText?: Text;
  campaignCountdownLabel?: Text;
  campaignCountdownText?: Text;
  campaignEndedText?: Text;
  campaignButtonText?: Text;
  loginPromptTitle?: Text;
  loginPromptText?: Text;
  loginPromptButtonText?: Text;
}
