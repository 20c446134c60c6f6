import { useState } from 'react';
import type { ReactNode } from 'react';
import { createDraftId, isSdkError } from '@avios/sdk';
import { formatMoney, formatPoints, isCurrency, subscriptionActions } from '@avios/sdk/rules';
import type { UserSubscription } from '@avios/sdk';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useQuery } from '../../hooks/useQuery';
import { featuredSubscription } from './SubscriptionAreaScreen';
import type { RefundContent, SubscriptionAreaContent } from './subscriptionContent';
import { useSubscriptionChanges } from './useSubscriptionActions';

export interface RefundScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/** spec §2 refund page states. */
export type RefundState = 'initial' | 'success' | 'failed' | 'notEligible';

/**
 * Which refund state a subscription is in: `success` once a refund is pending or done,
 * `initial` while `refundInfo.enabled` allows one (spec §4), else `notEligible`.
 */
export function refundState(sub: UserSubscription | undefined): Exclude<RefundState, 'failed'> {
  if (sub?.subscriptionStatus === 'refund_pending' || sub?.subscriptionStatus === 'refunded') {
    return 'success';
  }
  return subscriptionActions(sub).canRefund ? 'initial' : 'notEligible';
}

/**
 * spec §2 refund page: the four content states initial, success, failed and notEligible,
 * driven by the subscription's refund eligibility (`refundInfo.enabled`) and the refund
 * call (docs/api-contract.md "Own origin"). The subscription is `?subscription=<id>`, else
 * the member's current one. Content type `refundPage`.
 */
export function RefundScreen({ setDocumentTitle = true }: RefundScreenProps) {
  const page = useContentEntry<RefundContent>('refundPage');
  const area = useContentEntry<SubscriptionAreaContent>('subscriptionArea');
  const layout = useLayoutCopy();
  const { queries, session: sdkSession } = useAvios();
  const changes = useSubscriptionChanges();
  // one refund request per visit: a retry sends the same idempotency key
  const [idempotencyKey] = useState(createDraftId);
  const { language, ready } = useAviosContext();
  const navigation = useNavigation();
  const { session, products } = useMember();
  const { dispatch } = useErrors();
  const copy: RefundContent = page.entry ?? {};
  const signedIn = session.signedIn;
  const hasProduct = products.status === 'success' && products.data.includes('subscription');
  const subscriptions = useQuery({
    ...queries.userSubscriptions(),
    enabled: ready && signedIn && hasProduct,
  });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useDocumentTitle(copy.metaTitle, setDocumentTitle);

  const wanted = new URLSearchParams(navigation.location.search).get('subscription');
  const list = subscriptions.status === 'success' ? subscriptions.data : undefined;
  const sub = wanted ? list?.find((s) => s.id === wanted) : featuredSubscription(list);
  const state: RefundState = failed ? 'failed' : refundState(sub);
  const price =
    sub && isCurrency(sub.cost.currency)
      ? formatMoney(sub.cost.amount, sub.cost.currency, { locale: language })
      : '';
  const points = sub
    ? formatPoints(sub.avios[sub.cost.frequency === 'annually' ? 'annually' : 'monthly'], language)
    : '';

  const confirm = async () => {
    if (!sub || busy) return;
    setBusy(true);
    try {
      await changes.refund(sub, { idempotencyKey });
    } catch (error) {
      // spec §8: 401/403 sign the member out through the error store; others are "failed"
      if (isSdkError(error) && /^network_error_40[13]$/.test(error.code)) dispatch(error);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const loading =
    page.status === 'pending' ||
    session.loading ||
    (signedIn &&
      (products.status === 'pending' || (hasProduct && subscriptions.status === 'pending')));
  const back = (
    <LinkButton href="/my-subscriptions" variant="secondary">
      {str(copy.backLinkText)}
    </LinkButton>
  );
  const views: Record<RefundState, { title: string; text: string; body: ReactNode }> = {
    initial: {
      title: str(copy.initialTitle),
      text: fill(str(copy.initialText), { price, points }),
      body: (
        <div className="avios-refund__actions">
          <Button busy={busy} onClick={() => void confirm()}>
            {str(copy.refundButtonText)}
          </Button>
          <LinkButton href="/my-subscriptions" variant="secondary">
            {str(copy.cancelButtonText)}
          </LinkButton>
        </div>
      ),
    },
    success: {
      title: str(copy.successTitle),
      text: fill(str(copy.successText), { price }),
      body: back,
    },
    failed: { title: str(copy.failedTitle), text: str(copy.failedText), body: back },
    notEligible: { title: str(copy.notEligibleTitle), text: str(copy.notEligibleText), body: back },
  };
  const view = views[state];

  return (
    <ScreenFrame name="refund" {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}>
      <div className="avios-container avios-section avios-refund">
        {loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="12rem" />
        ) : !signedIn ? (
          <>
            <h1 part="title">{str(copy.initialTitle)}</h1>
            <LoginPrompt
              copy={area.entry ?? {}}
              onLogin={() =>
                void sdkSession.login({ returnTo: navigation.href(navigation.currentPath) })
              }
            />
          </>
        ) : (
          <Card as="section" className="avios-refund__state" labelledBy="avios-refund-title">
            <h1 part="title" id="avios-refund-title" data-state={state}>
              {view.title}
            </h1>
            <p role={state === 'failed' ? 'alert' : 'status'}>{view.text}</p>
            {view.body}
          </Card>
        )}
      </div>
    </ScreenFrame>
  );
}
