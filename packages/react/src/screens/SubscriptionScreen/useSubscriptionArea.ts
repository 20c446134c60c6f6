import { useState } from 'react';
import {
  featuredSubscription,
  formatDate,
  formatMoney,
  isCurrency,
  subscriptionActions,
  subscriptionInterval,
} from '@avios/sdk/rules';
import type { UserSubscription } from '@avios/sdk/schemas';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrorMessage } from '../../hooks/useErrorMessage';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember, useMemberSubscriptions } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import type { SubscribeContent, SubscriptionAreaContent } from './subscriptionContent';
import { useSubscriptionActions } from './useSubscriptionActions';
import type { SubscriptionAction } from './useSubscriptionActions';

/**
 * The subscription area's data (spec §2, §4, §6): the member's featured subscription, what
 * its fields allow, the dialogs' calls and what the page says once one is done.
 */
export function useSubscriptionArea(setDocumentTitle: boolean) {
  const page = useContentEntry<SubscriptionAreaContent>('subscriptionArea');
  const plansPage = useContentEntry<SubscribeContent>('subscribePage');
  const layout = useLayoutCopy();
  const { session: sdkSession } = useAvios();
  const { language } = useAviosContext();
  const navigation = useNavigation();
  const member = useMember();
  const { session, products } = member;
  const copy: SubscriptionAreaContent = page.entry ?? {};
  const planCopy: SubscribeContent = plansPage.entry ?? {};
  const signedIn = session.signedIn;
  const hasProduct = products.status === 'success' && products.data.includes('subscription');
  const subscriptions = useMemberSubscriptions(member);
  const [done, setDone] = useState<string | undefined>();
  const act = useSubscriptionActions({
    onCancelled: (next) => {
      const date = next.cancelInfo.scheduledDate;
      setDone(
        date
          ? fill(str(copy.cancelDoneText), { date: formatDate(date, language) })
          : str(copy.cancelledNowText),
      );
    },
    onRefunded: (next) =>
      navigation.navigate(`/refund?subscription=${encodeURIComponent(next.id)}`),
    onPlanChanged: (next) =>
      setDone(fill(str(copy.editDoneText), { date: formatDate(next.renewDate, language) })),
    onRenewing: (id) => navigation.navigate(`/checkout/${encodeURIComponent(id)}`),
  });
  const failure = useErrorMessage(act.failed ? 'subscription_change_failed' : undefined);
  useDocumentTitle(copy.metaTitle, setDocumentTitle);

  const list = subscriptions.status === 'success' ? subscriptions.data : undefined;
  const sub = featuredSubscription(list);
  const money = (amount: number, currency: string) =>
    isCurrency(currency) ? formatMoney(amount, currency, { locale: language }) : String(amount);

  const loading =
    page.status === 'pending' ||
    session.loading ||
    (signedIn &&
      (products.status === 'pending' || (hasProduct && subscriptions.status === 'pending')));

  return {
    copy,
    planCopy,
    layout,
    loading,
    signedIn,
    login: () => void sdkSession.login({ returnTo: navigation.href(navigation.currentPath) }),
    /** What the last change did, said outside the card. */
    done,
    sub,
    actions: subscriptionActions(sub),
    act,
    failure,
    show(action: SubscriptionAction) {
      setDone(undefined);
      act.show(action);
    },
    /** The subscription's price per period, worded for its frequency. */
    perPeriod: (s: UserSubscription) =>
      fill(
        str(subscriptionInterval(s) === 'annually' ? copy.costAnnuallyText : copy.costMonthlyText),
        {
          price: money(s.cost.amount, s.cost.currency),
        },
      ),
  };
}
