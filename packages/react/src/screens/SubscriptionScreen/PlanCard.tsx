import type { SubscriptionInterval } from '@avios/sdk/rules';
import type { SubscriptionOffer } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { fill, str } from '../../content/contentFields';
import type { SubscribeContent } from './subscriptionContent';
import type { PlanOffer } from './useSubscribePage';

export interface PlanCardProps {
  plan: PlanOffer;
  interval: SubscriptionInterval;
  copy: SubscribeContent;
  busy: boolean;
  onSubscribe: () => void;
  money: (amount: number, currency: SubscriptionOffer['currency']) => string;
  points: (n: number) => string;
}

/**
 * spec §2 subscribe page: one plan, its points per month and price for the interval shown,
 * the annual saving, its messages, and the button that subscribes to it.
 */
export function PlanCard({
  plan,
  interval,
  copy,
  busy,
  onSubscribe,
  money,
  points,
}: PlanCardProps) {
  const { offer } = plan;
  const id = `avios-plan-${plan.pkg.packageId}`;
  const price = money(offer.pricePerPeriod, offer.currency);
  const label =
    interval === 'monthly' ? plan.copy.billingMonthlyLabel : plan.copy.billingAnnuallyLabel;
  return (
    <Card as="li" labelledBy={id} className="avios-plan" part="plan">
      {plan.copy.badgeText ? (
        <span className="avios-plan__badge" part="badge">
          {plan.copy.badgeText}
        </span>
      ) : null}
      <h2 part="heading" id={id}>
        {str(plan.copy.name)}
      </h2>
      <p className="avios-plan__earn">
        {fill(str(plan.copy.earnRateText), { points: points(offer.aviosPerMonth) })}
      </p>
      <p className="avios-plan__price" part="price">
        {fill(str(label), { price })}
      </p>
      {interval === 'annually' && offer.savings > 0 ? (
        <p className="avios-plan__saving">
          <s>{money(offer.originalPrice, offer.currency)}</s>{' '}
          {fill(str(copy.annualSavingText), { price: money(offer.savings, offer.currency) })}
        </p>
      ) : null}
      <ul className="avios-plan__messages">
        {(plan.copy.messages ?? []).map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <Button disabled={!plan.allowed} busy={busy} onClick={onSubscribe}>
        {str(interval === 'monthly' ? plan.copy.monthlyButtonText : plan.copy.annualButtonText)}
      </Button>
    </Card>
  );
}
