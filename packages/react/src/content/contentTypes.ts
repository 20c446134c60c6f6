// The content fields each screen reads, as the content model (docs/content-model.md) defines
// them. Every field is optional here: a screen shows nothing rather than invented copy.
import type { RichTextDocument } from '@avios/sdk/content';

type Text = string | undefined;
type Rich = RichTextDocument | string | undefined;

export interface LayoutContent {
  skipLinkText?: Text;
  logo?: unknown;
  logoAltText?: Text;
  headerLinks?: unknown;
  headerNavigationLabel?: Text;
  signInLabel?: Text;
  signOutLabel?: Text;
  myAccountLabel?: Text;
  myAccountUrl?: Text;
  mySubscriptionsLabel?: Text;
  avatarMenuLabel?: Text;
  greetingText?: Text;
  avatarBalanceText?: Text;
  avatarMembershipText?: Text;
  languageSelectorLabel?: Text;
  languages?: unknown;
  errorPageTitle?: Text;
  errorPageMessage?: Text;
  errorPageButtonText?: Text;
  errorPageBackgroundImage?: unknown;
  loadingLabel?: Text;
  loadingSlowLabel?: Text;
  notAvailableTitle?: Text;
  notAvailableMessage?: Text;
  notAvailableLinkText?: Text;
  closeLabel?: Text;
  chatbotEnabled?: boolean;
  chatbotLabel?: Text;
  chatbotTitle?: Text;
  chatbotWelcomeText?: Text;
  chatbotFaqLinkText?: Text;
  chatbotContactLinkText?: Text;
  giftTransferToggleLabel?: Text;
  giftToggleText?: Text;
  transferToggleText?: Text;
  footerLinks?: unknown;
  footerLegalText?: Rich;
  footerCopyright?: Text;
}

export interface LanguageContent {
  isoCode?: Text;
  country?: Text;
  initials?: Text;
  label?: Text;
  flagImage?: unknown;
}

export interface BannerContent {
  isEnabled?: boolean;
  activePages?: string[];
  partnerCode?: Text;
  endDate?: Text;
  limitToCountry?: Text;
  countdown?: boolean;
  countdownText?: Text;
  globalBannerFormat?: boolean;
  title?: Text;
  text?: Text;
  primaryLinkText?: Text;
  primaryLinkUrl?: Text;
  secondaryLinkText?: Text;
  secondaryLinkUrl?: Text;
  backgroundColour?: Text;
  textColour?: Text;
  accentColour?: Text;
  slug?: Text;
  /** spec §3: the banner's success image and message stand in for the transaction result. */
  isBannerReplacingTransaction?: boolean;
  /** Per product (`purchaseSuccessImage`, `giftSuccessMessage`…), placeholder `{points}`. */
  [productField: `${string}SuccessImage` | `${string}SuccessMessage`]: unknown;
}

export interface MaintenanceContent {
  title?: Text;
  message?: Rich;
  signature?: Text;
  backgroundImage?: unknown;
  retryMessage?: Text;
  timeUnit?: Text;
  retryLinkText?: Text;
  refresh?: boolean;
}
