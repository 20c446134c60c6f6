import type { LayoutContent } from '../content/contentTypes';
import { useContentEntry } from './useContent';

/** The partner's `layout` content entry (shared labels: loading, close, not available). */
export function useLayoutCopy(): LayoutContent {
  return useContentEntry<LayoutContent>('layout').entry ?? {};
}
