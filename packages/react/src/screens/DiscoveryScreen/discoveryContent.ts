import type { RichTextDocument } from '@avios/sdk/content';

type Text = string | undefined;

/** Fields of `discoveryPage` (docs/content-model.md) the discovery screen reads. */
export interface DiscoveryContent {
  metaTitle?: Text;
  heroLoggedOutTitle?: Text;
  heroLoggedOutSubtitle?: Text;
  heroLoginButtonText?: Text;
  heroLoggedInTitle?: Text;
  heroLoggedInSubtitle?: Text;
  heroBalanceText?: Text;
  heroBoostBalanceText?: Text;
  heroSubscriptionText?: Text;
  heroBackgroundImage?: unknown;
  productsTitle?: Text;
  products?: unknown;
  comparisonTitle?: Text;
  comparisonSubTitle?: Text;
  comparisonProducts?: Text;
  comparisonTableTitles?: string[];
  comparisonFooter?: Text;
  comparisonScrollLabel?: Text;
  articlesTitle?: Text;
  articlesShowMoreText?: Text;
  articlesShowLessText?: Text;
  articles?: unknown;
}

export interface ProductCardContent {
  productType?: Text;
  newTitle?: Text;
  description?: Text;
  image?: unknown;
  linkText?: Text;
  linkUrl?: Text;
}

export interface ArticleContent {
  title?: Text;
  image?: unknown;
  linkUrl?: Text;
  badgeText?: Text;
  linkAriaLabel?: Text;
  body?: RichTextDocument | string;
}
