import { useEffect } from 'react';

/** Sets `document.title` to a screen's content `metaTitle` once it is known (and allowed). */
export function useDocumentTitle(title: string | undefined, enabled = true): void {
  useEffect(() => {
    if (enabled && title && typeof document !== 'undefined') document.title = title;
  }, [enabled, title]);
}
