import { DRAFT_LIFETIME_MS } from './constants';

/**
 * spec §4/§5: a stored checkout draft is discarded once it is older than 15 hours
 * ({@link DRAFT_LIFETIME_MS}). `creationDate` and `now` are epoch milliseconds; a draft
 * exactly 15 hours old is still valid, an unreadable or future-dated one counts as expired.
 */
export function isDraftExpired(creationDate: number, now: number): boolean {
  if (!Number.isFinite(creationDate) || creationDate > now) return true;
  return now - creationDate > DRAFT_LIFETIME_MS;
}
