import { useState } from 'react';
import { createDraftId } from '@avios/sdk/checkout';
import {
  formatMoney,
  formatPoints,
  isCurrency,
  refundState,
  subscriptionInterval,
  subscriptionToRefund,
} from '@avios/sdk/rules';
import type { RefundState } from '@avios/sdk/rules';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember, useMemberSubscriptions } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import type { RefundContent, SubscriptionAreaContent } from './subscriptionContent';

/**
 * The refund page's data (spec §2, §4): the subscription (`?subscription=<id>`, else the
 * member's featured one), its refund state, the price and points refunded, and the refund
 * (the SDK's `refundSubscription`, one idempotency key per visit so a retry sends it again).
 */
export function useRefundPage(setDocumentTitle: boolean) {
  const page = useContentEntry<RefundContent>('refundPage');
  const area = useContentEntry<SubscriptionAreaContent>('subscriptionArea');
  const layout = useLayoutCopy();
  const { mutations, session: sdkSession } = useAvios();
  const [idempotencyKey] = useState(createDraftId);
  const { language } = useAviosContext();
  const navigation = useNavigation();
  const member = useMember();
  const { session, products } = member;
  const copy: RefundContent = page.entry ?? {};
  const signedIn = session.signedIn;
  const hasProduct = products.status === 'success' && products.data.includes('subscription');
  const subscriptions = useMemberSubscriptions(member);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useDocumentTitle(copy.metaTitle, setDocumentTitle);

  const list = subscriptions.status === 'success' ? subscriptions.data : undefined;
  const wanted = new URLSearchParams(navigation.location.search).get('subscription');
  const sub = subscriptionToRefund(list, wanted);
  const state: RefundState = failed ? 'failed' : refundState(sub);

  const confirm = async () => {
    if (!sub || busy) return;
    setBusy(true);
    try {
      const result = await mutations.refundSubscription(sub, { idempotencyKey });
      // spec §8: a change that signs the member out is the error store's to say
      if (!result.ok && result.failure === 'failed') setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const loading =
    page.status === 'pending' ||
    session.loading ||
    (signedIn &&
      (products.status === 'pending' || (hasProduct && subscriptions.status === 'pending')));

  return {
    copy,
    /** The subscription area's copy: its sign-in prompt. */
    areaCopy: area.entry ?? {},
    layout,
    loading,
    signedIn,
    state,
    busy,
    price:
      sub && isCurrency(sub.cost.currency)
        ? formatMoney(sub.cost.amount, sub.cost.currency, { locale: language })
        : '',
    points: sub ? formatPoints(sub.avios[subscriptionInterval(sub)], language) : '',
    confirm: () => void confirm(),
    login: () => void sdkSession.login({ returnTo: navigation.href(navigation.currentPath) }),
  };
}
