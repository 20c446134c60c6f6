// spec §4 booster campaign flag, §6 "campaign enrolment is posted only after a token
// exists", §7 `POST /stickycampaignenrolment` "then refetch": a campaign code reached by the
// campaign link is posted once per tab (kept across reloads in session storage), and the
// enrolment list is read again.
import type { QueryClient } from '@tanstack/query-core';
import { isSdkError } from '../errors/sdkError';
import type { ApiClient } from './apiClient';
import type { Queries } from './queries';

/** Where the codes posted from this tab are kept (`sessionStorage`'s key). */
export const POSTED_CAMPAIGNS_KEY = 'avios.campaign.posted';
/** How many posted codes are kept (the newest). */
const KEPT = 20;

/**
 * What became of an enrolment: posted and answered (`enrolled`); not posted, since this tab
 * sent the code already (`already_sent`); or failed. A failure the API answered (a status)
 * is known not to have enrolled, so the code may be posted again; a request cut short (the
 * member left the page) may have arrived, and the code stays counted as sent.
 */
export type EnrolmentOutcome = 'enrolled' | 'already_sent' | 'failed';

/** Whether the API answered the failure (a status), so that nothing was enrolled. */
export function isAnsweredFailure(error: unknown): boolean {
  return isSdkError(error) && typeof error.status === 'number' && error.status >= 400;
}

export interface CampaignEnrolmentOptions {
  api: Pick<ApiClient, 'enrol'>;
  queryClient: QueryClient;
  queries: Pick<Queries, 'enrolments'>;
  /** Where posted codes are kept across reloads. Defaults to `sessionStorage`, if any. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** `enrol(code)`: posts a campaign code once for this tab and reads the enrolments again. */
export function createCampaignEnrolment(options: CampaignEnrolmentOptions) {
  const { api, queryClient, queries } = options;
  const postedNow = new Set<string>();
  // read when used: storage may be blocked (then the in-memory set alone keeps it to once)
  const storage = () => options.storage ?? globalThis.sessionStorage;

  const stored = (): string[] => {
    const list = JSON.parse(storage().getItem(POSTED_CAMPAIGNS_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((c): c is string => typeof c === 'string') : [];
  };

  function alreadyPosted(code: string): boolean {
    if (postedNow.has(code)) return true;
    try {
      return stored().includes(code);
    } catch {
      return false;
    }
  }

  function remember(code: string, posted: boolean): void {
    if (posted) postedNow.add(code);
    else postedNow.delete(code);
    try {
      const list = stored();
      const next = posted ? [...new Set([...list, code])] : list.filter((c) => c !== code);
      storage().setItem(POSTED_CAMPAIGNS_KEY, JSON.stringify(next.slice(-KEPT)));
    } catch {
      // storage blocked: the in-memory set still keeps it to one post per page load
    }
  }

  return async function enrol(code: string): Promise<EnrolmentOutcome> {
    if (alreadyPosted(code)) return 'already_sent';
    remember(code, true);
    try {
      await api.enrol(code);
    } catch (error) {
      if (isAnsweredFailure(error)) remember(code, false);
      return 'failed';
    }
    void queryClient.invalidateQueries({ queryKey: queries.enrolments().queryKey });
    return 'enrolled';
  };
}
