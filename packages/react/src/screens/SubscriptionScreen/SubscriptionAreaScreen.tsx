import { useState } from 'react';
import {
  currentSubscription,
  formatDate,
  formatMoney,
  formatPoints,
  isCurrency,
  subscriptionActions,
  subscriptionStatusLabel,
} from '@avios/sdk/rules';
import type { UserSubscription } from '@avios/sdk';
import type { SubscriptionStatusLabel } from '@avios/sdk/rules';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrorMessage } from '../../hooks/useErrorMessage';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useQuery } from '../../hooks/useQuery';
import { CancelDialog } from './CancelDialog';
import { EditPlanDialog } from './EditPlanDialog';
import type { SubscribeContent, SubscriptionAreaContent } from './subscriptionContent';
import { useSubscriptionActions } from './useSubscriptionActions';

export interface SubscriptionAreaScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

const LABEL_FIELD: Record<SubscriptionStatusLabel, keyof SubscriptionAreaContent> = {
  active: 'statusActive',
  'cancel scheduled': 'statusCancelScheduled',
  'pending payment': 'statusPendingPayment',
  autorenewing: 'statusAutorenewing',
  'refund pending': 'statusRefundPending',
};

/**
 * The subscription the page is about: the current one (spec §4), else one whose renewal
 * waits for the member (a suspended subscription is not current, but it can be renewed).
 */
export function featuredSubscription(
  list: readonly UserSubscription[] | undefined,
): UserSubscription | undefined {
  return currentSubscription(list) ?? list?.find((s) => subscriptionActions(s).canRenew);
}

/**
 * spec §2 subscription area (`/my-subscriptions` and `/subscription/my-subscriptions`): the
 * member's subscription from `GET /users/current/subscriptions?isPrimary=true` (spec §6:
 * signed in, with the subscription product), its status label (spec §4), plan, cost and
 * frequency, points so far, renewal date, card and age; and the cancel, edit, renew and
 * refund dialogs, each offered as the subscription's own `cancelInfo`, `refundInfo` and
 * renewal fields say and each stating what it will do before the member confirms. The
 * calls are the own-origin ones of docs/api-contract.md. Content type `subscriptionArea`.
 */
export function SubscriptionAreaScreen({ setDocumentTitle = true }: SubscriptionAreaScreenProps) {
  const page = useContentEntry<SubscriptionAreaContent>('subscriptionArea');
  const plansPage = useContentEntry<SubscribeContent>('subscribePage');
  const layout = useLayoutCopy();
  const { queries, session: sdkSession } = useAvios();
  const { language, ready } = useAviosContext();
  const navigation = useNavigation();
  const { session, products } = useMember();
  const copy: SubscriptionAreaContent = page.entry ?? {};
  const planCopy: SubscribeContent = plansPage.entry ?? {};
  const signedIn = session.signedIn;
  const hasProduct = products.status === 'success' && products.data.includes('subscription');
  // spec §6: subscription data only when signed in and with the subscription product
  const subscriptions = useQuery({
    ...queries.userSubscriptions(),
    enabled: ready && signedIn && hasProduct,
  });
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
  const actions = subscriptionActions(sub);
  const money = (amount: number, currency: string) =>
    isCurrency(currency) ? formatMoney(amount, currency, { locale: language }) : String(amount);

  const show = (action: Parameters<typeof act.show>[0]) => {
    setDone(undefined);
    act.show(action);
  };

  const loading =
    page.status === 'pending' ||
    session.loading ||
    (signedIn &&
      (products.status === 'pending' || (hasProduct && subscriptions.status === 'pending')));
  const label = sub ? subscriptionStatusLabel(sub.subscriptionStatus) : null;
  const perPeriod = (s: UserSubscription) =>
    fill(str(s.cost.frequency === 'annually' ? copy.costAnnuallyText : copy.costMonthlyText), {
      price: money(s.cost.amount, s.cost.currency),
    });
  const dialogFailure = act.failed ? (
    <Alert severity="error" title={failure.title}>
      <RichText value={failure.message} as="span" />
    </Alert>
  ) : null;

  return (
    <ScreenFrame
      name="my-subscriptions"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-subscription-area">
        {loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="18rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {/* outside the card: an immediate cancel leaves no current subscription to show */}
            <p role="status" className="avios-subscription__done">
              {done ?? ''}
            </p>
            {!signedIn ? (
              <LoginPrompt
                copy={copy}
                onLogin={() =>
                  void sdkSession.login({ returnTo: navigation.href(navigation.currentPath) })
                }
              />
            ) : !sub ? (
              <Card as="section" labelledBy="avios-no-subscription">
                <h2 part="heading" id="avios-no-subscription">
                  {str(copy.noSubscriptionTitle)}
                </h2>
                <p>{str(copy.noSubscriptionText)}</p>
                <LinkButton href="/subscription">{str(copy.subscribeLinkText)}</LinkButton>
              </Card>
            ) : (
              <Card
                as="section"
                className="avios-subscription"
                labelledBy="avios-subscription-name"
              >
                <div className="avios-subscription__head">
                  <h2 part="heading" id="avios-subscription-name">
                    {sub.packageName}
                  </h2>
                  {label ? (
                    <span
                      className="avios-subscription__status"
                      data-status={sub.subscriptionStatus}
                    >
                      {str(copy[LABEL_FIELD[label]])}
                    </span>
                  ) : null}
                </div>
                {sub.subscriptionStatus === 'cancelled_scheduled' && actions.cancelDate ? (
                  <p>
                    {fill(str(copy.cancelScheduledText), {
                      date: formatDate(actions.cancelDate, language),
                    })}
                  </p>
                ) : null}
                {sub.autoRenewalFailed ? <p>{str(copy.autoRenewalFailedText)}</p> : null}
                <dl>
                  <dt>{str(copy.planLabel)}</dt>
                  <dd>{perPeriod(sub)}</dd>
                  {sub.subscriptionStatus !== 'cancelled_scheduled' ? (
                    <>
                      <dt>{str(copy.renewDateLabel)}</dt>
                      <dd>{formatDate(sub.renewDate, language)}</dd>
                    </>
                  ) : null}
                  <dt>{str(copy.accumulatedLabel)}</dt>
                  <dd>
                    {fill(str(copy.accumulatedText), {
                      points: formatPoints(sub.accumulatedAvios, language),
                    })}
                  </dd>
                  <dt>{str(copy.cardLabel)}</dt>
                  <dd>{sub.card}</dd>
                  <dt>{str(copy.ageLabel)}</dt>
                  <dd>
                    {fill(str(copy.ageText), {
                      months: sub.subscriptionAge.years * 12 + sub.subscriptionAge.months,
                      days: sub.subscriptionAge.days,
                    })}
                  </dd>
                </dl>
                <div className="avios-subscription__actions">
                  {actions.canRenew ? (
                    <Button onClick={() => show('renew')}>{str(copy.renewButtonText)}</Button>
                  ) : null}
                  {actions.canEdit ? (
                    <Button variant="secondary" onClick={() => show('edit')}>
                      {str(copy.editButtonText)}
                    </Button>
                  ) : null}
                  {actions.canRefund ? (
                    <Button variant="secondary" onClick={() => show('refund')}>
                      {str(copy.refundButtonText)}
                    </Button>
                  ) : null}
                  {actions.canCancel ? (
                    <Button variant="ghost" onClick={() => show('cancel')}>
                      {str(copy.cancelButtonText)}
                    </Button>
                  ) : null}
                </div>
                <CancelDialog
                  open={act.open === 'cancel'}
                  sub={sub}
                  copy={copy}
                  busy={act.busy}
                  failure={dialogFailure}
                  onClose={act.close}
                  onConfirm={(when) => void act.cancel(sub, when)}
                />
                <Dialog
                  open={act.open === 'renew'}
                  title={str(copy.renewModalTitle)}
                  confirmText={str(copy.renewModalConfirmText)}
                  dismissText={str(copy.renewModalDismissText)}
                  busy={act.busy}
                  onClose={act.close}
                  onConfirm={() => void act.renew(sub)}
                >
                  <p>{str(copy.renewModalText)}</p>
                  <p>
                    <strong>{perPeriod(sub)}</strong>
                  </p>
                  {dialogFailure}
                </Dialog>
                <Dialog
                  open={act.open === 'refund'}
                  title={str(copy.refundModalTitle)}
                  confirmText={str(copy.refundModalConfirmText)}
                  dismissText={str(copy.refundModalDismissText)}
                  busy={act.busy}
                  onClose={act.close}
                  onConfirm={() => void act.refund(sub)}
                >
                  <p>{str(copy.refundModalText)}</p>
                  {dialogFailure}
                </Dialog>
                {act.open === 'edit' ? (
                  <EditPlanDialog
                    sub={sub}
                    copy={copy}
                    planCopy={planCopy}
                    busy={act.busy}
                    failure={dialogFailure}
                    onClose={act.close}
                    onConfirm={(change) => void act.changePlan(sub, change)}
                  />
                ) : null}
              </Card>
            )}
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
