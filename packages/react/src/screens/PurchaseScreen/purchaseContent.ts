type Text = string | undefined;

/** Fields of `purchasePage` (productType purchase) the purchase screen reads. */
export interface PurchaseContent {
  metaTitle?: Text;
  title?: Text;
  intro?: Text;
  sizeFilterLabel?: Text;
  sizeSmallLabel?: Text;
  sizeMediumLabel?: Text;
  sizeLargeLabel?: Text;
  sortLabel?: Text;
  sortSmallestLabel?: Text;
  sortBiggestLabel?: Text;
  currencyFilterLabel?: Text;
  clearFiltersText?: Text;
  packagePointsText?: Text;
  bonusLabel?: Text;
  selectButtonText?: Text;
  unselectButtonText?: Text;
  unavailableText?: Text;
  bottomBarPointsText?: Text;
  bottomBarPriceText?: Text;
  bottomBarBonusText?: Text;
  bottomBarEmptyText?: Text;
  bottomBarButtonText?: Text;
  balanceText?: Text;
  emptyStateTitle?: Text;
  emptyStateText?: Text;
  loginPromptTitle?: Text;
  loginPromptText?: Text;
  loginPromptButtonText?: Text;
}
