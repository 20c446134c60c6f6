import { useEffect, useRef } from 'react';
import type { ErrorSlot } from '@avios/sdk/errors';
import { useErrors } from '../hooks/useErrors';
import { ErrorBanner } from './ErrorBanner';

export interface ErrorDisplayProps {
  /** Which slot of the error store to show (spec §4: errors show by scope). */
  scope: ErrorSlot;
  dismissLabel?: string;
}

function scrollToTop(): void {
  if (typeof window === 'undefined' || typeof window.scrollTo !== 'function') return;
  try {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch {
    // some test DOMs do not implement scrolling
  }
}

/** The active error of one scope as a banner; a new error scrolls the page to the top. */
export function ErrorDisplay({ scope, dismissLabel }: ErrorDisplayProps) {
  const errors = useErrors();
  const error = errors[scope];
  const shownId = useRef<number | undefined>(undefined);
  useEffect(() => {
    // spec §4 Errors: the page scrolls to the top when a new error shows
    if (error && !error.entry.silent && shownId.current !== error.id) scrollToTop();
    shownId.current = error?.id;
  }, [error]);
  if (!error) return null;
  return <ErrorBanner key={error.id} error={error} {...(dismissLabel ? { dismissLabel } : {})} />;
}
