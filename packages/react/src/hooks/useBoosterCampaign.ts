import { useEffect } from 'react';
import { isBoosterCampaignActive } from '@avios/sdk/rules';
import type { BoosterCampaignFlag } from '@avios/sdk/rules';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { useMember } from './useMember';
import { useNavigation } from './useNavigation';
import { useQuery } from './useQuery';

/** Campaign codes enrolled from this tab, so a code is posted once (kept across reloads). */
const POSTED_KEY = 'avios.campaign.posted';
const postedNow = new Set<string>();

function alreadyPosted(code: string): boolean {
  if (postedNow.has(code)) return true;
  try {
    const stored = JSON.parse(sessionStorage.getItem(POSTED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) && stored.includes(code);
  } catch {
    return false;
  }
}

function rememberPosted(code: string, posted: boolean): void {
  if (posted) postedNow.add(code);
  else postedNow.delete(code);
  try {
    const stored = JSON.parse(sessionStorage.getItem(POSTED_KEY) ?? '[]') as unknown;
    const list = Array.isArray(stored) ? stored.filter((c) => typeof c === 'string') : [];
    const next = posted ? [...new Set([...list, code])] : list.filter((c) => c !== code);
    sessionStorage.setItem(POSTED_KEY, JSON.stringify(next.slice(-20)));
  } catch {
    // storage blocked: the in-memory set still keeps it to one post per page load
  }
}

/**
 * The booster campaign flag (spec §4, SDK `isBoosterCampaignActive`): active with a
 * non-empty enrolment list (`GET /stickycampaignenrolment`, members only), or with the
 * campaign link's utm values in the address, which also marks it in flight. In flight and
 * signed in (spec §6: only once a token exists) the campaign code is posted once
 * (`POST /stickycampaignenrolment`) and the list fetched again.
 */
export function useBoosterCampaign(): BoosterCampaignFlag {
  const { queries, api, queryClient } = useAvios();
  const { ready } = useAviosContext();
  const { session, products } = useMember();
  const navigation = useNavigation();
  // a booster campaign: only members with the booster product have enrolments to read
  const booster = products.status === 'success' && products.data.includes('booster');
  const enrolments = useQuery({
    ...queries.enrolments(),
    enabled: ready && session.signedIn && booster,
  });
  const flag = isBoosterCampaignActive({
    enrolments: enrolments.status === 'success' ? enrolments.data : null,
    url: navigation.location.search,
  });
  const code = flag.inFlight ? flag.campaignCode : undefined;

  useEffect(() => {
    if (!code || !session.signedIn || !ready || !booster || alreadyPosted(code)) return;
    rememberPosted(code, true);
    api
      .enrol(code)
      .then(() => queryClient.invalidateQueries({ queryKey: queries.enrolments().queryKey }))
      // posted again later only when the API answered a failure; a request cut short (the
      // member left the page) may have arrived, and the code stays counted as sent
      .catch((error: unknown) => {
        const status = (error as { status?: unknown } | null)?.status;
        if (typeof status === 'number' && status >= 400) rememberPosted(code, false);
      });
  }, [code, session.signedIn, ready, booster, api, queryClient, queries]);

  return flag;
}
