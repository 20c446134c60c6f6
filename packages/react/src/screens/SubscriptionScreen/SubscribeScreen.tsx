import { useEffect, useMemo } from 'react';
import {
  canSubscribe,
  formatMoney,
  formatPoints,
  subscriptionDraftData,
  subscriptionEligibilityError,
  subscriptionOffer,
} from '@avios/sdk/rules';
import type { SubscriptionInterval, SubscriptionPackage } from '@avios/sdk';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
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
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useQuery } from '../../hooks/useQuery';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import type { PlanContent, SubscribeContent } from './subscriptionContent';

export interface SubscribeScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/** The interval in the address (`?interval=annually`), so signing in comes back to it. */
function intervalFromSearch(search: string): SubscriptionInterval {
  return new URLSearchParams(search).get('interval') === 'annually' ? 'annually' : 'monthly';
}

/** A plan's content joined with its package of `GET /subscriptionsPackages`. */
interface Plan {
  copy: PlanContent;
  pkg: SubscriptionPackage;
}

/** Content plans in content order, each with its package (by `contentfulId` or id). */
function joinPlans(plans: PlanContent[], packages: readonly SubscriptionPackage[]): Plan[] {
  return plans.flatMap((copy) => {
    const planId = str(copy.planId);
    const pkg = packages.find(
      (p) => p.packageId === planId || p.contentfulId === `subscriptionPlan-${planId}`,
    );
    return pkg && pkg.active ? [{ copy, pkg }] : [];
  });
}

/**
 * spec §2 subscribe page: the monthly/annual switch and the plans (content `subscriptionPlan`
 * joined with `GET /subscriptionsPackages` prices and points per period). Eligibility
 * decides what the member may do (spec §3): errorCode 68 is a dismissible warning with
 * subscribing disabled, 69 an undismissible error (spec §8). A visitor sees the plans and a
 * sign-in prompt. Subscribing writes the spec §3 subscription draft and goes to checkout
 * through `POST /subscriptions`. Content type `subscribePage`.
 */
export function SubscribeScreen({ setDocumentTitle = true }: SubscribeScreenProps) {
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
  const interval = intervalFromSearch(navigation.location.search);

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
  const subscribe = (plan: Plan) => {
    const offer = subscriptionOffer(plan.pkg, interval);
    void start.begin(subscriptionDraftData(offer), { currency: offer.currency });
  };

  const loading =
    page.status === 'pending' || session.loading || (ready && packages.status === 'pending');
  const money = (amount: number, currency: Parameters<typeof formatMoney>[1]) =>
    formatMoney(amount, currency, { locale: language });

  return (
    <ScreenFrame
      name="subscription"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-subscribe">
        {loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="20rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            {eligibilityError === 'api_error_68' ? (
              // the catalogue's warning (spec §8) says why; here only the way to the plan
              <p>
                <LinkButton href="/my-subscriptions" variant="secondary" size="small">
                  {str(copy.manageSubscriptionText)}
                </LinkButton>
              </p>
            ) : null}
            {!signedIn ? <LoginPrompt copy={copy} onLogin={() => void start.login()} /> : null}
            <SegmentedControl
              legend={str(copy.frequencySwitchLabel)}
              options={[
                { value: 'monthly', label: str(copy.monthlyLabel) },
                { value: 'annually', label: str(copy.annualLabel) },
              ]}
              value={interval}
              onChange={switchTo}
            />
            <ul className="avios-grid avios-grid--3 avios-subscribe__plans">
              {plans.map((plan) => {
                const offer = subscriptionOffer(plan.pkg, interval);
                const id = `avios-plan-${plan.pkg.packageId}`;
                const price = money(offer.pricePerPeriod, offer.currency);
                const label =
                  interval === 'monthly'
                    ? plan.copy.billingMonthlyLabel
                    : plan.copy.billingAnnuallyLabel;
                const allowed = !signedIn || (canSubscribe(plan.pkg) && !disabledByError);
                return (
                  <Card as="li" key={id} labelledBy={id} className="avios-plan" part="plan">
                    {plan.copy.badgeText ? (
                      <span className="avios-plan__badge" part="badge">
                        {plan.copy.badgeText}
                      </span>
                    ) : null}
                    <h2 part="heading" id={id}>
                      {str(plan.copy.name)}
                    </h2>
                    <p className="avios-plan__earn">
                      {fill(str(plan.copy.earnRateText), {
                        points: formatPoints(offer.aviosPerMonth, language),
                      })}
                    </p>
                    <p className="avios-plan__price" part="price">
                      {fill(str(label), { price })}
                    </p>
                    {interval === 'annually' && offer.savings > 0 ? (
                      <p className="avios-plan__saving">
                        <s>{money(offer.originalPrice, offer.currency)}</s>{' '}
                        {fill(str(copy.annualSavingText), {
                          price: money(offer.savings, offer.currency),
                        })}
                      </p>
                    ) : null}
                    <ul className="avios-plan__messages">
                      {(plan.copy.messages ?? []).map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                    <Button disabled={!allowed} busy={start.busy} onClick={() => subscribe(plan)}>
                      {str(
                        interval === 'monthly'
                          ? plan.copy.monthlyButtonText
                          : plan.copy.annualButtonText,
                      )}
                    </Button>
                  </Card>
                );
              })}
            </ul>
            {copy.termsText ? (
              <RichText value={copy.termsText} className="avios-plan__terms" />
            ) : null}
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
