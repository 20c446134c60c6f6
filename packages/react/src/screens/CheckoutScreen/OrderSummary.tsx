import { transactionTotals } from '@avios/sdk/checkout';
import { formatDate, formatMoney, formatPoints, hasRecipient, isCurrency } from '@avios/sdk/rules';
import type { CheckoutDraft } from '@avios/sdk';
import type { TransactionDetails, TransactionTotals } from '@avios/sdk/checkout';
import { Card } from '../../components/Card';
import { str } from '../../content/contentFields';
import type { CheckoutContent } from './checkoutContent';

/**
 * "First Last (number)" of the gift or transfer recipient in the stored draft of
 * `transactionId`; `undefined` for other products, another transaction or no draft (the
 * state answer of spec §7 carries no recipient; once the draft is gone the result page asks
 * `GET /transaction/data`, `useRecipientName`).
 */
export function recipientOf(
  draft: CheckoutDraft | undefined,
  transactionId: string | undefined,
  { withNumber = true }: { withNumber?: boolean } = {},
): string | undefined {
  if (!draft || !transactionId || draft.transactionId !== transactionId) return undefined;
  // spec §2: the products with a recipient step (the product table's recipientRoute)
  if (!hasRecipient(draft.type) || !('targetAccount' in draft.data)) return undefined;
  const target = draft.data.targetAccount;
  if (!target) return undefined;
  const name = `${target.firstName} ${target.lastName}`.trim();
  if (!name) return target.ffpNumber || undefined;
  return withNumber ? `${name} (${target.ffpNumber})` : name;
}

/**
 * The amounts of the transaction being paid: the SDK's `transactionTotals` of the answer,
 * or, for a subscription whose answer has no plan fields yet, its stored draft (spec §3
 * subscription data). The next billing date of a new subscription is the draft's.
 */
export function orderTotals(
  details: TransactionDetails,
  draft?: CheckoutDraft,
  transactionId?: string,
): TransactionTotals | undefined {
  const own = draft && transactionId && draft.transactionId === transactionId ? draft : undefined;
  const subscription = own?.type === 'subscription' ? own.data : undefined;
  const totals = transactionTotals(details);
  if (totals) {
    return subscription?.nextBillingDate && !totals.renewDate
      ? { ...totals, renewDate: subscription.nextBillingDate }
      : totals;
  }
  if (subscription?.aviosTotal === undefined || subscription.priceTotal === undefined || !own) {
    return undefined;
  }
  return {
    points: subscription.aviosTotal,
    bonus: 0,
    credited: subscription.aviosTotal,
    currency: own.currency ?? 'GBP',
    total: subscription.priceTotal,
    interval: subscription.interval,
    renewDate: subscription.nextBillingDate,
  };
}

export interface OrderSummaryProps {
  copy: CheckoutContent;
  totals: TransactionTotals | undefined;
  locale: string;
  /** The recipient of a gift or transfer, as {@link recipientOf} names them. */
  recipient?: string | undefined;
}

export function OrderSummary({ copy, totals, locale, recipient }: OrderSummaryProps) {
  if (!totals) return null;
  return (
    <Card as="section" className="avios-summary" labelledBy="avios-summary-title" part="summary">
      <h2 part="heading" id="avios-summary-title">
        {str(copy.summaryTitle)}
      </h2>
      <dl>
        <dt>{str(copy.summaryPointsLabel)}</dt>
        <dd>{formatPoints(totals.points, locale)}</dd>
        {totals.bonus > 0 ? (
          <>
            <dt>{str(copy.summaryBonusLabel)}</dt>
            <dd>{formatPoints(totals.bonus, locale)}</dd>
          </>
        ) : null}
        {totals.multiplier ? (
          <>
            <dt>{str(copy.summaryMultiplierLabel)}</dt>
            <dd>{`${totals.multiplier}x`}</dd>
          </>
        ) : null}
        {totals.interval ? (
          <>
            <dt>{str(copy.summaryFrequencyLabel)}</dt>
            <dd>
              {str(
                totals.interval === 'annually' ? copy.summaryAnnuallyText : copy.summaryMonthlyText,
              )}
            </dd>
          </>
        ) : null}
        {totals.renewDate ? (
          <>
            <dt>{str(copy.summaryNextBillingLabel)}</dt>
            <dd>{formatDate(totals.renewDate, locale)}</dd>
          </>
        ) : null}
        {recipient ? (
          <>
            <dt>{str(copy.summaryRecipientLabel)}</dt>
            <dd>{recipient}</dd>
          </>
        ) : null}
        <dt>{str(copy.summaryTotalLabel)}</dt>
        <dd>
          {isCurrency(totals.currency)
            ? formatMoney(totals.total, totals.currency, { locale })
            : totals.total}
        </dd>
      </dl>
    </Card>
  );
}
