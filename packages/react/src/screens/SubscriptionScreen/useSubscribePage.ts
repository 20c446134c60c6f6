import { useEffect, useMemo } from 'react';
import {
  canSubscribe,
  formatMoney,
  formatPoints,
  intervalFromQuery,
  packageForPlan,
  subscriptionDraftData,
  subscriptionEligibilityError,
  subscriptionOffer,
} from '@avios/sdk/rules';
import type { SubscriptionInterval } from '@avios/sdk/rules';
import type { SubscriptionPackage } from '@avios/sdk/schemas';
import type { SubscriptionOffer } from '@avios/sdk/rules';
import { linkedList, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useQuery } from '../../hooks/useQuery';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import type { PlanContent, SubscribeContent } from './subscriptionContent';

/** A plan's content joined with its package of `GET /subscriptionsPackages`. */
interface Plan {
  copy: PlanContent;
  pkg: SubscriptionPackage;
}

/** A plan as the page offers it: its offer for the interval shown, and whether it may be chosen. */
export interface PlanOffer extends Plan {
  offer: SubscriptionOffer;
  allowed: boolean;
}

/** Content plans in content order, each with the package on sale for it. */
function joinPlans(plans: PlanContent[], packages: readonly SubscriptionPackage[]): Plan[] {
  return plans.flatMap((copy) => {
    const pkg = packageForPlan(packages, str(copy.planId));
    return pkg ? [{ copy, pkg }] : [];
  });
}

/**
 * The subscribe page's data (spec §2, §3): the interval (kept in the address), the content
 * plans with their offers, the member's eligibility, and subscribing.
 */
export function useSubscribePage(setDocumentTitle: boolean) {
  const page = useContentEntry<SubscribeContent>('subscribePage');
  usePrefetchContent(PRODUCT_PAGE_PREFETCH);
  const layout = useLayoutCopy();
  const { queries } = useAvios();
  const { language, ready } = useAviosContext();
  const navigation = useNavigation();
  const { session } = useMember();
  const { dispatch, effects } = useErrors();
  const start = useStartCheckout('subscription');
  const copy: SubscribeContent = page.entry ?? {};
  const signedIn = session.signedIn;
  const packages = useQuery({
    ...queries.subscriptionPackages(),
    enabled: ready && !session.loading,
  });
  // the interval in the address, so signing in comes back to it
  const interval = intervalFromQuery(navigation.location.search);

  const plans = useMemo(
    () =>
      packages.status === 'success'
        ? joinPlans(linkedList<PlanContent>(copy.plans), packages.data)
        : [],
    [packages.status, packages.data, copy.plans],
  );
  const eligibilityError =
    signedIn && packages.status === 'success' ? subscriptionEligibilityError(packages.data) : null;
  // spec §8: 68 warns (dismissible) and 69 stops (undismissible); both disable subscribing
  useEffect(() => {
    if (eligibilityError) dispatch(eligibilityError, { scope: 'page' });
  }, [eligibilityError, dispatch]);
  useDocumentTitle(copy.metaTitle, setDocumentTitle);

  const switchTo = (next: SubscriptionInterval) => {
    const query = new URLSearchParams(navigation.location.search);
    query.set('interval', next);
    navigation.navigate(`${navigation.location.pathname}?${query.toString()}`, { replace: true });
  };
  const disabledByError =
    effects.includes('should_disable_subscriptions') || eligibilityError !== null;
  const subscribe = (plan: PlanOffer) =>
    void start.begin(subscriptionDraftData(plan.offer), { currency: plan.offer.currency });

  const loading =
    page.status === 'pending' || session.loading || (ready && packages.status === 'pending');

  return {
    copy,
    layout,
    loading,
    signedIn,
    eligibilityError,
    interval,
    switchTo,
    plans: plans.map((plan): PlanOffer => ({
      ...plan,
      offer: subscriptionOffer(plan.pkg, interval),
      allowed: !signedIn || (canSubscribe(plan.pkg) && !disabledByError),
    })),
    busy: start.busy,
    login: () => void start.login(),
    subscribe,
    money: (amount: number, currency: Parameters<typeof formatMoney>[1]) =>
      formatMoney(amount, currency, { locale: language }),
    points: (n: number) => formatPoints(n, language),
  };
}
