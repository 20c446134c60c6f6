import { formatDate, formatPoints, subscriptionStatusLabel } from '@avios/sdk/rules';
import type { UserSubscription } from '@avios/sdk/schemas';
import type { SubscriptionStatusLabel } from '@avios/sdk/rules';
import { fill, str } from '../../content/contentFields';
import { useAviosContext } from '../../hooks/useAviosContext';
import type { SubscriptionAreaContent } from './subscriptionContent';

const LABEL_FIELD: Record<SubscriptionStatusLabel, keyof SubscriptionAreaContent> = {
  active: 'statusActive',
  'cancel scheduled': 'statusCancelScheduled',
  'pending payment': 'statusPendingPayment',
  autorenewing: 'statusAutorenewing',
  'refund pending': 'statusRefundPending',
};

export interface SubscriptionDetailsProps {
  sub: UserSubscription;
  copy: SubscriptionAreaContent;
  /** When a scheduled cancel ends the subscription (`subscriptionActions(sub).cancelDate`). */
  cancelDate: string | undefined;
  /** The price per period, worded for its frequency. */
  price: string;
}

/**
 * spec §2 subscription area: the subscription's name and status label (spec §4), a scheduled
 * cancel's date, a failed renewal, then plan and cost, renewal date, points so far, card and
 * age.
 */
export function SubscriptionDetails({ sub, copy, cancelDate, price }: SubscriptionDetailsProps) {
  const { language } = useAviosContext();
  const label = subscriptionStatusLabel(sub.subscriptionStatus);
  return (
    <>
      <div className="avios-subscription__head">
        <h2 part="heading" id="avios-subscription-name">
          {sub.packageName}
        </h2>
        {label ? (
          <span className="avios-subscription__status" data-status={sub.subscriptionStatus}>
            {str(copy[LABEL_FIELD[label]])}
          </span>
        ) : null}
      </div>
      {sub.subscriptionStatus === 'cancelled_scheduled' && cancelDate ? (
        <p>{fill(str(copy.cancelScheduledText), { date: formatDate(cancelDate, language) })}</p>
      ) : null}
      {sub.autoRenewalFailed ? <p>{str(copy.autoRenewalFailedText)}</p> : null}
      <dl>
        <dt>{str(copy.planLabel)}</dt>
        <dd>{price}</dd>
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
    </>
  );
}
