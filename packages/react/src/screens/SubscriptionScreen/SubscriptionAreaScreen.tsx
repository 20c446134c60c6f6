import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createDraftId, isSdkError } from '@avios/sdk';
import {
  currentSubscription,
  formatDate,
  formatMoney,
  formatPoints,
  isCurrency,
  subscriptionActions,
  subscriptionOffer,
  subscriptionStatusLabel,
} from '@avios/sdk/rules';
import type { SubscriptionInterval, SubscriptionPackage, UserSubscription } from '@avios/sdk';
import type { SubscriptionStatusLabel } from '@avios/sdk/rules';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { SegmentedControl } from '../../components/SegmentedControl';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, linkedList, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrorMessage } from '../../hooks/useErrorMessage';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useQuery } from '../../hooks/useQuery';
import type { PlanContent, SubscribeContent, SubscriptionAreaContent } from './subscriptionContent';

export interface SubscriptionAreaScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

type Action = 'cancel' | 'edit' | 'renew' | 'refund';

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

/** Errors that act on their own (spec §8: 401/403 sign the member out) go to the store. */
const actsOnItsOwn = (error: unknown) =>
  isSdkError(error) && (error.code === 'network_error_401' || error.code === 'network_error_403');

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
  const { queries, queryClient, subscriptionArea, session: sdkSession } = useAvios();
  const { language, ready } = useAviosContext();
  const navigation = useNavigation();
  const { session, products } = useMember();
  const { dispatch } = useErrors();
  const copy: SubscriptionAreaContent = page.entry ?? {};
  const planCopy: SubscribeContent = plansPage.entry ?? {};
  const signedIn = session.signedIn;
  const hasProduct = products.status === 'success' && products.data.includes('subscription');
  // spec §6: subscription data only when signed in and with the subscription product
  const subscriptions = useQuery({
    ...queries.userSubscriptions(),
    enabled: ready && signedIn && hasProduct,
  });
  const [open, setOpen] = useState<Action | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const renewKey = useRef<string | undefined>(undefined);
  const failure = useErrorMessage(failed ? 'subscription_change_failed' : undefined);
  useDocumentTitle(copy.metaTitle, setDocumentTitle);

  const list = subscriptions.status === 'success' ? subscriptions.data : undefined;
  const sub = featuredSubscription(list);
  const actions = subscriptionActions(sub);
  const money = (amount: number, currency: string) =>
    isCurrency(currency) ? formatMoney(amount, currency, { locale: language }) : String(amount);

  const show = (action: Action) => {
    setFailed(false);
    setDone(undefined);
    if (action === 'renew') renewKey.current = createDraftId();
    setOpen(action);
  };
  const close = () => {
    if (!busy) setOpen(undefined);
  };
  /** The subscription as the call answered it replaces the listed one. */
  const store = (next: UserSubscription) => {
    queryClient.setQueryData<UserSubscription[]>(queries.userSubscriptions().queryKey, (old) =>
      (old ?? []).map((s) => (s.id === next.id ? next : s)),
    );
  };
  async function run<T>(call: () => Promise<T>, after: (answer: T) => void) {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await call();
      setOpen(undefined);
      after(answer);
    } catch (error) {
      if (actsOnItsOwn(error)) {
        setOpen(undefined);
        dispatch(error);
      } else {
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  const confirmCancel = (s: UserSubscription) =>
    run(
      () => subscriptionArea.cancel(s.id, actions.cancelImmediately ? 'now' : 'period_end'),
      (next) => {
        store(next);
        const date = next.cancelInfo.scheduledDate;
        setDone(
          date
            ? fill(str(copy.cancelDoneText), { date: formatDate(date, language) })
            : str(copy.cancelledNowText),
        );
      },
    );
  const confirmRefund = (s: UserSubscription) =>
    run(
      () => subscriptionArea.refund(s.id),
      (next) => {
        store(next);
        void queryClient.invalidateQueries({ queryKey: queries.balance().queryKey });
        navigation.navigate(`/refund?subscription=${encodeURIComponent(next.id)}`);
      },
    );
  const confirmRenew = (s: UserSubscription) =>
    run(
      () => subscriptionArea.renew(s.id, { idempotencyKey: renewKey.current ?? createDraftId() }),
      ({ subscriptionID }) =>
        navigation.navigate(`/checkout/${encodeURIComponent(subscriptionID)}`),
    );

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
  const dialogFailure = failed ? (
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
                <p role="status" className="avios-subscription__done">
                  {done ?? ''}
                </p>
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
                <Dialog
                  open={open === 'cancel'}
                  title={str(copy.cancelModalTitle)}
                  confirmText={str(copy.cancelModalConfirmText)}
                  dismissText={str(copy.cancelModalDismissText)}
                  busy={busy}
                  onClose={close}
                  onConfirm={() => void confirmCancel(sub)}
                >
                  <p>
                    {actions.cancelImmediately
                      ? str(copy.cancelModalImmediateText)
                      : fill(str(copy.cancelModalText), {
                          date: actions.cancelDate ? formatDate(actions.cancelDate, language) : '',
                        })}
                  </p>
                  {dialogFailure}
                </Dialog>
                <Dialog
                  open={open === 'renew'}
                  title={str(copy.renewModalTitle)}
                  confirmText={str(copy.renewModalConfirmText)}
                  dismissText={str(copy.renewModalDismissText)}
                  busy={busy}
                  onClose={close}
                  onConfirm={() => void confirmRenew(sub)}
                >
                  <p>{str(copy.renewModalText)}</p>
                  <p>
                    <strong>{perPeriod(sub)}</strong>
                  </p>
                  {dialogFailure}
                </Dialog>
                <Dialog
                  open={open === 'refund'}
                  title={str(copy.refundModalTitle)}
                  confirmText={str(copy.refundModalConfirmText)}
                  dismissText={str(copy.refundModalDismissText)}
                  busy={busy}
                  onClose={close}
                  onConfirm={() => void confirmRefund(sub)}
                >
                  <p>{str(copy.refundModalText)}</p>
                  {dialogFailure}
                </Dialog>
                {open === 'edit' ? (
                  <EditPlanDialog
                    sub={sub}
                    copy={copy}
                    planCopy={planCopy}
                    busy={busy}
                    failure={dialogFailure}
                    onClose={close}
                    onConfirm={(change) =>
                      void run(
                        () => subscriptionArea.changePlan(sub.id, change),
                        (next) => {
                          store(next);
                          setDone(
                            fill(str(copy.editDoneText), {
                              date: formatDate(next.renewDate, language),
                            }),
                          );
                        },
                      )
                    }
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

interface EditPlanDialogProps {
  sub: UserSubscription;
  copy: SubscriptionAreaContent;
  planCopy: SubscribeContent;
  busy: boolean;
  failure: ReactNode;
  onClose: () => void;
  onConfirm: (change: { packageId: string; type: SubscriptionInterval }) => void;
}

/** The edit dialog: another plan or interval, priced as the subscribe page prices them. */
function EditPlanDialog({
  sub,
  copy,
  planCopy,
  busy,
  failure,
  onClose,
  onConfirm,
}: EditPlanDialogProps) {
  const { queries } = useAvios();
  const { language } = useAviosContext();
  const packages = useQuery(queries.subscriptionPackages());
  const currentId = sub.contentfulId.replace(/^subscriptionPlan-/, '');
  const [packageId, setPackageId] = useState(currentId);
  const [interval, setInterval] = useState<SubscriptionInterval>(
    sub.cost.frequency === 'annually' ? 'annually' : 'monthly',
  );
  const names = useMemo(() => {
    const byId = new Map<string, string>();
    for (const plan of linkedList<PlanContent>(planCopy.plans)) {
      byId.set(str(plan.planId), str(plan.name));
    }
    return byId;
  }, [planCopy.plans]);
  const choices: SubscriptionPackage[] =
    packages.status === 'success' ? packages.data.filter((p) => p.active) : [];
  const unchanged =
    packageId === currentId &&
    interval === (sub.cost.frequency === 'annually' ? 'annually' : 'monthly');

  return (
    <Dialog
      open
      title={str(copy.editModalTitle)}
      confirmText={str(copy.editModalConfirmText)}
      dismissText={str(copy.editModalDismissText)}
      busy={busy}
      confirmDisabled={unchanged || choices.length === 0}
      onClose={onClose}
      onConfirm={() => onConfirm({ packageId, type: interval })}
    >
      <p>{str(copy.editModalText)}</p>
      <SegmentedControl
        legend={str(planCopy.frequencySwitchLabel)}
        options={[
          { value: 'monthly', label: str(planCopy.monthlyLabel) },
          { value: 'annually', label: str(planCopy.annualLabel) },
        ]}
        value={interval}
        onChange={setInterval}
      />
      <fieldset className="avios-plan-choice">
        <legend>{str(copy.planLabel)}</legend>
        {choices.map((pkg) => {
          const offer = subscriptionOffer(pkg, interval);
          const id = `avios-edit-${pkg.packageId}`;
          return (
            <label key={pkg.packageId} htmlFor={id} className="avios-plan-choice__option">
              <input
                id={id}
                type="radio"
                name="avios-edit-plan"
                value={pkg.packageId}
                checked={packageId === pkg.packageId}
                onChange={() => setPackageId(pkg.packageId)}
              />
              <span>
                {names.get(pkg.packageId) || pkg.packageName}
                {' · '}
                {fill(str(interval === 'annually' ? copy.costAnnuallyText : copy.costMonthlyText), {
                  price: formatMoney(offer.pricePerPeriod, offer.currency, { locale: language }),
                })}
              </span>
            </label>
          );
        })}
      </fieldset>
      {failure}
    </Dialog>
  );
}
