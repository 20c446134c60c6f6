// Public API of @avios/react: what a host needs to show the screens (docs/packages.md
// "Entry points"). Explicit named exports only. The building blocks are subpaths:
// `@avios/react/screens` (each screen, its registry entry, the package pages' data hooks),
// `@avios/react/components` (the design system) and `@avios/react/testing` (a fake SDK for
// tests). `publicApi.test.ts` keeps this list at 40 names or fewer.

// Provider
export { AviosProvider } from './provider/AviosProvider';
export type { AviosProviderProps } from './provider/AviosProvider';
export type { AviosInstance, AviosNavigation } from './aviosInstance';

// Hooks
export { useAvios } from './hooks/useAvios';
export { useAviosContext } from './hooks/useAviosContext';
export { useSession } from './hooks/useSession';
export { useErrors } from './hooks/useErrors';
export { useCheckout } from './hooks/useCheckout';
export { useQuery } from './hooks/useQuery';
export type { UseQueryOptions, UseQueryResult } from './hooks/useQuery';
export { useContent, useContentEntry } from './hooks/useContent';
export { usePrefetchContent } from './hooks/usePrefetchContent';
export { useErrorMessage } from './hooks/useErrorMessage';
export { useNavigation } from './hooks/useNavigation';
export { useMember } from './hooks/useMember';

// Styles
export { aviosCss } from './styles/aviosCss';
export { AviosStyles } from './styles/AviosStyles';
export type { AviosStylesProps } from './styles/AviosStyles';

// The shop's frame and the screen registry every host renders from (docs/adding-a-screen.md)
export { Layout, MAIN_ID } from './screens/Layout/Layout';
export type { LayoutProps } from './screens/Layout/Layout';
export { AviosErrorBoundary } from './screens/ErrorScreen/AviosErrorBoundary';
export type { AviosErrorBoundaryProps } from './screens/ErrorScreen/AviosErrorBoundary';
export { SCREENS } from './screens/registry/registry';
export type { ScreenEntry, ScreenProps } from './screens/registry/registry';
export { AviosRoute } from './screens/registry/AviosRoute';
export { AviosPage } from './screens/registry/AviosPage';
export type { AviosRouteProps } from './screens/registry/AviosRoute';

// The first screen's requests before its first render
export {
  firstScreenContent,
  prefetchContent,
  prefetchFirstScreen,
  prefetchFirstScreenAnswers,
} from './prefetch/firstScreen';
export type { ContentRead, ScreenFrameKind } from './prefetch/firstScreen';
