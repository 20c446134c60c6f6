// `@avios/react/components`: the design system the screens are built from, and the
// stylesheet as strings (docs/react.md "Design system"). Each takes its copy from its props.
export { Alert } from './Alert';
export type { AlertProps, AlertSeverity } from './Alert';
export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbProps, BreadcrumbStep } from './Breadcrumb';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { Card } from './Card';
export type { CardProps } from './Card';
export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { ErrorBanner } from './ErrorBanner';
export type { ErrorBannerProps } from './ErrorBanner';
export { ErrorDisplay } from './ErrorDisplay';
export type { ErrorDisplayProps } from './ErrorDisplay';
export { Field } from './Field';
export type { FieldProps } from './Field';
export { GiftTransferToggle } from './GiftTransferToggle';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
export { RichText } from './RichText';
export type { RichTextProps } from './RichText';
export { ScreenFrame } from './ScreenFrame';
export type { ScreenFrameProps } from './ScreenFrame';
export { SegmentedControl } from './SegmentedControl';
export type { SegmentedControlProps, SegmentOption } from './SegmentedControl';
export { LoadingRegion, Skeleton } from './Skeleton';
export type { LoadingRegionProps, SkeletonProps } from './Skeleton';
export { Progress, Spinner } from './Spinner';
export type { ProgressProps, SpinnerProps } from './Spinner';
export { ToggleGroup } from './ToggleGroup';
export type { ToggleGroupProps, ToggleOption } from './ToggleGroup';
export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';

// The stylesheet without the shop's frame (an element's shadow root), and its adoption as
// a constructable stylesheet
export { widgetCss } from '../styles/aviosCss';
export { adoptStyleSheet } from '../styles/adoptStyleSheet';
// ...and its parts, for a shadow root that adopts the first screens' rules at once and the
// later screens' when they arrive (styles/laterStyles.ts)
export { FIRST_CSS, joinCss } from '../styles/firstCss';
export { LATER_CSS } from '../styles/laterCss';
export { laterCss, loadLaterCss, onLaterCss, provideLaterCss } from '../styles/laterStyles';
export { themeCss } from '../styles/themes';
