import { formatMoney, formatPoints, isCurrency } from '@avios/sdk';
import type { CheckoutDraft, TransactionDetails } from '@avios/sdk';
import { Card } from '../../components/Card';
import { str } from '../../content/contentFields';
import type { CheckoutContent } from './checkoutContent';

export interface OrderSummaryProps {
  copy: CheckoutContent;
  details: TransactionDetails;
  locale: string;
  /** The recipient of a gift or transfer, as {@link recipientOf} names them. */
  recipient?: string | undefined;
}

/**
 * "First Last (number)" of the gift or transfer recipient in the stored draft of
 * `transactionId`; `undefined` for other products, another transaction or no draft (the
 * state answer of spec §7 carries no recipient, so the draft is the only source).
 */
export function recipientOf(
  draft: CheckoutDraft | undefined,
  transactionId: string | undefined,
  { withNumber = true }: { withNumber?: boolean } = {},
): string | undefined {
  if (!draft || !transactionId || draft.transactionId !== transactionId) return undefined;
  if (draft.type !== 'gift' && draft.type !== 'transfer') return undefined;
  const target = draft.data.targetAccount;
  if (!target) return undefined;
  const name = `${target.firstName} ${target.lastName}`.trim();
  if (!name) return target.ffpNumber || undefined;
  return withNumber ? `${name} (${target.ffpNumber})` : name;
}

/** The amounts of the transaction being paid: points, bonus, multiplier, total. */
export function orderTotals(details: TransactionDetails) {
  if (!('payload' in details)) return undefined;
  const p = details.payload;
  const extra = p.additionalData;
  const points = extra?.aviosAmount ?? p.aviosAmount;
  const currency = extra?.currency ?? p.currency;
  const total = extra?.totalPrice ?? Math.round(p.aviosAmount * p.pricePerPoint * 100) / 100;
  return { points, bonus: p.aviosBonusAmount ?? 0, multiplier: extra?.multiplier, currency, total };
}

export function OrderSummary({ copy, details, locale, recipient }: OrderSummaryProps) {
  const totals = orderTotals(details);
  if (!totals) return null;
  return (
    <Card as="section" className="avios-summary" labelledBy="avios-summary-title">
      <h2 id="avios-summary-title">{str(copy.summaryTitle)}</h2>
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
