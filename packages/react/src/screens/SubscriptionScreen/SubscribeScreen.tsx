import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { SegmentedControl } from '../../components/SegmentedControl';
import { PageSkeleton } from '../../components/Skeleton';
import { str } from '../../content/contentFields';
import { PlanCard } from './PlanCard';
import { useSubscribePage } from './useSubscribePage';

export interface SubscribeScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
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
  const page = useSubscribePage(setDocumentTitle);
  const { copy, layout, interval } = page;

  return (
    <ScreenFrame
      name="subscription"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-subscribe">
        {page.loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="20rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            {page.eligibilityError === 'api_error_68' ? (
              // the catalogue's warning (spec §8) says why; here only the way to the plan
              <p>
                <LinkButton href="/my-subscriptions" variant="secondary" size="small">
                  {str(copy.manageSubscriptionText)}
                </LinkButton>
              </p>
            ) : null}
            {!page.signedIn ? <LoginPrompt copy={copy} onLogin={page.login} /> : null}
            <SegmentedControl
              legend={str(copy.frequencySwitchLabel)}
              options={[
                { value: 'monthly', label: str(copy.monthlyLabel) },
                { value: 'annually', label: str(copy.annualLabel) },
              ]}
              value={interval}
              onChange={page.switchTo}
            />
            <ul className="avios-grid avios-grid--3 avios-subscribe__plans">
              {page.plans.map((plan) => (
                <PlanCard
                  key={plan.pkg.packageId}
                  plan={plan}
                  interval={interval}
                  copy={copy}
                  busy={page.busy}
                  onSubscribe={() => page.subscribe(plan)}
                  money={page.money}
                  points={page.points}
                />
              ))}
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
