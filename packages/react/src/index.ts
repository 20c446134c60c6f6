// Public API of @avios/react. Explicit named exports only.

// Provider and hooks
export { AviosProvider } from './provider/AviosProvider';
export type { AviosProviderProps } from './provider/AviosProvider';
export type { AviosInstance, AviosNavigation } from './aviosInstance';
export { useAvios } from './hooks/useAvios';
export { useAviosContext } from './hooks/useAviosContext';
export type { UseAviosContextResult } from './hooks/useAviosContext';
export { useSession } from './hooks/useSession';
export type { UseSessionResult } from './hooks/useSession';
export { useErrors } from './hooks/useErrors';
export type { UseErrorsResult } from './hooks/useErrors';
export { useCheckout } from './hooks/useCheckout';
export { useQuery } from './hooks/useQuery';
export type { UseQueryOptions, UseQueryResult } from './hooks/useQuery';
export { useContent, useContentEntry } from './hooks/useContent';
export type { UseContentOptions } from './hooks/useContent';
export { usePrefetchContent } from './hooks/usePrefetchContent';
export {
  firstScreenContent,
  prefetchContent,
  prefetchFirstScreen,
  prefetchFirstScreenAnswers,
} from './prefetch/firstScreen';
export type { ContentRead, ScreenFrameKind } from './prefetch/firstScreen';
export { useErrorMessage } from './hooks/useErrorMessage';
export type { ErrorMessage } from './hooks/useErrorMessage';
export { useNavigation } from './hooks/useNavigation';
export type { NavigationApi } from './hooks/useNavigation';
export { useMember } from './hooks/useMember';
export type { UseMemberResult } from './hooks/useMember';
export { useProductPackages } from './hooks/useProductPackages';
export type { PackageProduct, ProductPackagesState } from './hooks/useProductPackages';
export { useStartCheckout } from './hooks/useStartCheckout';
export type { StartCheckout } from './hooks/useStartCheckout';
export { useTransactionStatus } from './hooks/useTransactionStatus';
export type { TransactionStatus, TransactionStatusState } from './hooks/useTransactionStatus';
export { useStore } from './hooks/useStore';
export type { ExternalStore } from './hooks/useStore';

// Design system
export { Alert } from './components/Alert';
export type { AlertProps, AlertSeverity } from './components/Alert';
export { Breadcrumb } from './components/Breadcrumb';
export type { BreadcrumbProps, BreadcrumbStep } from './components/Breadcrumb';
export { Button } from './components/Button';
export type { ButtonProps, ButtonVariant } from './components/Button';
export { Card } from './components/Card';
export type { CardProps } from './components/Card';
export { Countdown } from './components/Countdown';
export type { CountdownProps } from './components/Countdown';
export { ErrorBanner } from './components/ErrorBanner';
export type { ErrorBannerProps } from './components/ErrorBanner';
export { ErrorDisplay } from './components/ErrorDisplay';
export type { ErrorDisplayProps } from './components/ErrorDisplay';
export { Field } from './components/Field';
export type { FieldProps } from './components/Field';
export { GiftTransferToggle } from './components/GiftTransferToggle';
export { LinkButton } from './components/LinkButton';
export type { LinkButtonProps } from './components/LinkButton';
export { RichText, plainText } from './components/RichText';
export type { RichTextProps } from './components/RichText';
export { ScreenFrame } from './components/ScreenFrame';
export type { ScreenFrameProps } from './components/ScreenFrame';
export { SegmentedControl } from './components/SegmentedControl';
export type { SegmentedControlProps, SegmentOption } from './components/SegmentedControl';
export { LoadingRegion, Skeleton } from './components/Skeleton';
export type { LoadingRegionProps, SkeletonProps } from './components/Skeleton';
export { Progress, Spinner } from './components/Spinner';
export type { ProgressProps, SpinnerProps } from './components/Spinner';
export { ToggleGroup } from './components/ToggleGroup';
export type { ToggleGroupProps, ToggleOption } from './components/ToggleGroup';
export { VisuallyHidden } from './components/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden';

// Styles
export { aviosCss, widgetCss } from './styles/aviosCss';
export { AviosStyles } from './styles/AviosStyles';
export { adoptStyleSheet } from './styles/adoptStyleSheet';
export type { AviosStylesProps } from './styles/AviosStyles';

// Screens
export { Layout, MAIN_ID } from './screens/Layout/Layout';
export type { LayoutProps } from './screens/Layout/Layout';
export { DiscoveryScreen } from './screens/DiscoveryScreen/DiscoveryScreen';
export type { DiscoveryScreenProps } from './screens/DiscoveryScreen/DiscoveryScreen';
export {
  GiftScreen,
  PackagesScreen,
  PurchaseScreen,
} from './screens/PurchaseScreen/PurchaseScreen';
export type {
  GiftScreenProps,
  PackagesScreenProps,
  PurchaseScreenProps,
} from './screens/PurchaseScreen/PurchaseScreen';
export { TransferScreen, TRANSFER_STEP } from './screens/TransferScreen/TransferScreen';
export type { TransferScreenProps } from './screens/TransferScreen/TransferScreen';
export { BoosterScreen } from './screens/BoosterScreen/BoosterScreen';
export { ResourceScreen } from './screens/ResourceScreen/ResourceScreen';
export type { ResourceScreenProps } from './screens/ResourceScreen/ResourceScreen';
export { BoosterCampaignScreen } from './screens/BoosterScreen/BoosterCampaignScreen';
export type { BoosterCampaignScreenProps } from './screens/BoosterScreen/BoosterCampaignScreen';
export { useBoosterCampaign } from './hooks/useBoosterCampaign';
export type { BoosterScreenProps } from './screens/BoosterScreen/BoosterScreen';
export { SubscribeScreen } from './screens/SubscriptionScreen/SubscribeScreen';
export type { SubscribeScreenProps } from './screens/SubscriptionScreen/SubscribeScreen';
export {
  SubscriptionAreaScreen,
  featuredSubscription,
} from './screens/SubscriptionScreen/SubscriptionAreaScreen';
export type { SubscriptionAreaScreenProps } from './screens/SubscriptionScreen/SubscriptionAreaScreen';
export { RefundScreen, refundState } from './screens/SubscriptionScreen/RefundScreen';
export type { RefundScreenProps, RefundState } from './screens/SubscriptionScreen/RefundScreen';
export { ContactScreen } from './screens/SubscriptionScreen/ContactScreen';
export type { ContactScreenProps } from './screens/SubscriptionScreen/ContactScreen';
export { Dialog } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { RecipientScreen } from './screens/RecipientScreen/RecipientScreen';
export type { RecipientScreenProps } from './screens/RecipientScreen/RecipientScreen';
export { RecipientForm } from './screens/RecipientScreen/RecipientForm';
export type { RecipientFormProps } from './screens/RecipientScreen/RecipientForm';
export { CheckoutScreen } from './screens/CheckoutScreen/CheckoutScreen';
export type { CheckoutScreenProps } from './screens/CheckoutScreen/CheckoutScreen';
export { TransactionResultScreen } from './screens/TransactionResultScreen/TransactionResultScreen';
export type { TransactionResultScreenProps } from './screens/TransactionResultScreen/TransactionResultScreen';
export {
  MaintenanceScreen,
  MAINTENANCE_DEFAULT_TITLE,
} from './screens/MaintenanceScreen/MaintenanceScreen';
export type { MaintenanceScreenProps } from './screens/MaintenanceScreen/MaintenanceScreen';
export { ErrorScreen, ERROR_SCREEN_DEFAULT_BUTTON } from './screens/ErrorScreen/ErrorScreen';
export type { ErrorScreenProps } from './screens/ErrorScreen/ErrorScreen';
export { AviosErrorBoundary } from './screens/ErrorScreen/AviosErrorBoundary';
export type { AviosErrorBoundaryProps } from './screens/ErrorScreen/AviosErrorBoundary';
export { NotAvailableScreen } from './screens/NotAvailableScreen/NotAvailableScreen';

// The screen registry every host renders from (docs/adding-a-screen.md)
export {
  SCREENS,
  boosterCampaignEntry,
  boosterEntry,
  checkoutEntry,
  checkoutTransactionEntry,
  contactEntry,
  discoveryEntry,
  giftEntry,
  giftRecipientEntry,
  maintenanceEntry,
  mySubscriptionsEntry,
  purchaseEntry,
  refundEntry,
  resourcesEntry,
  silentLoginEntry,
  subscriptionEntry,
  transferEntry,
  transferRecipientEntry,
} from './screens/registry/registry';
export type { ScreenEntry, ScreenProps } from './screens/registry/registry';
export { loadLaterScreens } from './screens/registry/onDemand';
export type { NotAvailableScreenProps } from './screens/NotAvailableScreen/NotAvailableScreen';
