import { useEffect } from 'react';
import { isBoosterCampaignActive } from '@avios/sdk/rules';
import type { BoosterCampaignFlag } from '@avios/sdk/rules';
import { useAvios } from './useAvios';
import { useAviosContext } from './useAviosContext';
import { useMember } from './useMember';
import { useNavigation } from './useNavigation';
import { useQuery } from './useQuery';

/**
 * The booster campaign flag (spec §4, SDK `isBoosterCampaignActive`): active with a
 * non-empty enrolment list (`GET /stickycampaignenrolment`, members only), or with the
 * campaign link's utm values in the address, which also marks it in flight. In flight and
 * signed in (spec §6: only once a token exists) the SDK's `enrolCampaign` posts the code
 * once for this tab (`POST /stickycampaignenrolment`) and reads the list again.
 */
export function useBoosterCampaign(): BoosterCampaignFlag {
  const { queries, mutations } = useAvios();
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
    if (!code || !session.signedIn || !ready || !booster) return;
    void mutations.enrolCampaign(code);
  }, [code, session.signedIn, ready, booster, mutations]);

  return flag;
}
