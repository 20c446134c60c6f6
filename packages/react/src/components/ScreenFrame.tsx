import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useAviosContext } from '../hooks/useAviosContext';
import { useContentOutage } from '../hooks/useContentOutage';
import { ContentUnavailable } from './ContentUnavailable';
import { ErrorDisplay } from './ErrorDisplay';

/** True below `<Layout>`, which shows the global errors itself. */
export const InsideLayout = createContext(false);

export interface ScreenFrameProps {
  /** Used as the `data-screen` attribute (styling and tests). */
  name: string;
  children: ReactNode;
  /** Accessible name of error dismiss buttons (content `closeLabel`). */
  dismissLabel?: string;
  /** Show the error store's banners. Defaults to `true` (the error screen itself says no). */
  showErrors?: boolean;
  /**
   * The screen has built-in copy for when content cannot load (spec §2: the maintenance and
   * generic error screens' defaults): no content-unavailable notice. Defaults to `false`.
   */
  hasDefaults?: boolean;
}

/**
 * Outer element of every screen: theming root (brand colours from `data-partner`), the
 * screen's page errors, and the global errors too when no `<Layout>` is around it (an
 * element embedding one screen).
 */
export function ScreenFrame({
  name,
  children,
  dismissLabel,
  showErrors = true,
  hasDefaults = false,
}: ScreenFrameProps) {
  const { partner, language } = useAviosContext();
  const insideLayout = useContext(InsideLayout);
  const outage = useContentOutage();
  const dismiss = dismissLabel ? { dismissLabel } : {};
  if (outage.down && !hasDefaults) {
    // the screen's copy cannot load: say so instead of unnamed controls (its errors too
    // would have no words)
    return (
      <div
        className="avios-root avios-screen"
        part="screen"
        data-partner={partner}
        data-screen={name}
        lang={language}
      >
        <ContentUnavailable onRetry={outage.retry} />
      </div>
    );
  }
  return (
    <div
      className="avios-root avios-screen"
      part="screen"
      data-partner={partner}
      data-screen={name}
      lang={language}
    >
      {showErrors && !insideLayout ? <ErrorDisplay scope="global" {...dismiss} /> : null}
      {showErrors ? <ErrorDisplay scope="page" {...dismiss} /> : null}
      {children}
    </div>
  );
}
