import { ARTICLES_SHOWN } from './constants';

export type ArticlesVisibility = {
  visible: boolean;
  /** How many cards show before "show more". */
  initial: number;
  /** Whether the show more / show less toggle is offered. */
  toggle: boolean;
};

/**
 * Discovery articles section (spec §2): hidden with fewer than 2 articles, or with more than
 * 2 when the count is not a multiple of 4 (so 2, 4, 8, 12… show); 4 cards first, with a
 * show more / show less toggle when there are more than 4.
 */
export function articlesVisible(count: number): ArticlesVisibility {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const hidden = n < 2 || (n > 2 && n % 4 !== 0);
  if (hidden) return { visible: false, initial: 0, toggle: false };
  return { visible: true, initial: Math.min(n, ARTICLES_SHOWN), toggle: n > ARTICLES_SHOWN };
}
