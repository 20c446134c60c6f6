import { useEffect, useState } from 'react';
import { transactionTotals } from '@avios/sdk';
import {
  formatDate,
  formatMoney,
  formatPoints,
  bannerReplacesResult,
  isCurrency,
  transactionTypeFromId,
} from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LinkButton } from '../../components/LinkButton';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { RichText } from '../../components/RichText';
import { ScreenFrame } from '../../components/ScreenFrame';
import { Skeleton } from '../../components/Skeleton';
import { Progress } from '../../components/Spinner';
import { assetImage, fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContent, useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrorMessage } from '../../hooks/useErrorMessage';
import { useMember } from '../../hooks/useMember';
import { useCheckout } from '../../hooks/useCheckout';
import { useFollowCheckout } from '../../hooks/useFollowCheckout';
import { useNavigation } from '../../hooks/useNavigation';
import { useTransactionStatus } from '../../hooks/useTransactionStatus';
import type { BannerContent } from '../../content/contentTypes';
import type { TransactionContent } from './transactionContent';
import { useRecipientName } from './useRecipientName';

/** After this long in processing the slow variant shows (spec §2 transaction page). */
export const SLOW_AFTER_MS = 10_000;

export interface TransactionResultScreenProps {
  /** The transaction to show; without one the screen redirects to / (spec §2). */
  transactionId?: string | undefined;
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

function useSlow(active: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return slow;
}

/**
 * spec §2 transaction result: processing (slow variant after ~10 s), success with the
 * credited points (+bonus) and the new balance, or failed with the message for its
 * errorCode (`api_error_{n}`). Polls every 3 s through the SDK poller. Content type
 * `transactionPage` by productType.
 */
export function TransactionResultScreen({
  transactionId,
  setDocumentTitle = true,
}: TransactionResultScreenProps) {
  const navigation = useNavigation();
  const { queryClient, queries } = useAvios();
  const { language } = useAviosContext();
  const type = transactionId ? transactionTypeFromId(transactionId) : 'purchase';
  const productType = type === 'generic' ? 'purchase' : type;
  const page = useContentEntry<TransactionContent>('transactionPage', { productType });
  const { partner } = useAviosContext();
  // spec §2: banners exist only for partner ib
  const banners = useContent<BannerContent>('banner', undefined, { enabled: partner === 'IB' });
  const copy: TransactionContent = page.entry ?? {};
  useDocumentTitle(copy.metaTitle, setDocumentTitle);
  // the balance line is the purchase page's, the page the member usually came from
  const balanceCopy = useContentEntry<{ balanceText?: string }>('purchasePage', {
    productType: 'purchase',
  });
  const { balance, session, user } = useMember();
  const recipient = useRecipientName(transactionId, session.signedIn);
  const visitor = !session.loading && !session.signedIn;
  // a visitor's order cannot be read: they sign in first, nothing is polled meanwhile
  const state = useTransactionStatus(visitor || session.loading ? undefined : transactionId);
  const { state: checkoutState } = useCheckout();
  const slow = useSlow(state.status === 'pending');
  const failure = useErrorMessage(state.status === 'failed' ? state.code : undefined);

  useEffect(() => {
    // spec §2: the result route without a transaction id redirects to /
    if (!transactionId) navigation.navigate('/', { replace: true });
    // navigation is a new object after every navigation; once per id is intended
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transactionId]);
  // spec §8: a transaction that cannot be loaded sends the member back to the product start
  const follow = useFollowCheckout();
  useEffect(() => {
    const leaving =
      checkoutState.status === 'navigating' &&
      checkoutState.transactionId === transactionId &&
      checkoutState.target.type === 'route';
    if (leaving) void follow(checkoutState, { replace: true });
    // follow changes with every navigation; once per state is intended
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkoutState, transactionId]);
  useEffect(() => {
    // spec §2: the success screen shows the new balance, so ask for it again
    if (state.status === 'done')
      void queryClient.invalidateQueries({ queryKey: queries.balance().queryKey });
  }, [state.status, queryClient, queries]);

  const points = (n: number) => formatPoints(n, language);
  let body;
  if (page.status === 'pending') {
    body = <Skeleton height="12rem" />;
  } else if (visitor) {
    body = (
      <LoginPrompt
        copy={copy}
        headingLevel={1}
        onLogin={() => void session.login({ returnTo: navigation.href(navigation.currentPath) })}
      />
    );
  } else if (state.status === 'pending' || (state.status === 'done' && recipient.pending)) {
    body = (
      <Progress
        label={slow ? str(copy.processingSlowTitle) : str(copy.processingTitle)}
        detail={slow ? str(copy.processingSlowText) : str(copy.processingText)}
      />
    );
  } else if (state.status === 'done') {
    const totals = transactionTotals(state.details);
    const credited = totals?.credited ?? 0;
    // spec §3: a subscription's next billing date and price, once it runs
    const nextBilling =
      totals?.renewDate && copy.successNextBillingText && isCurrency(totals.currency)
        ? fill(copy.successNextBillingText, {
            price: formatMoney(totals.total, totals.currency, { locale: language }),
            date: formatDate(totals.renewDate, language),
          })
        : undefined;
    // spec §3: a live banner with isBannerReplacingTransaction and this product's success
    // message and image stands in for the result's own
    const country = user.status === 'success' ? user.data.country : undefined;
    const replacing =
      banners.status === 'success'
        ? banners.data.find((b) =>
            bannerReplacesResult(b, productType, { partner, country: country ?? null }),
          )
        : undefined;
    const image = assetImage(
      replacing ? replacing[`${productType}SuccessImage`] : copy.successImage,
    );
    const successText = replacing
      ? str(replacing[`${productType}SuccessMessage`])
      : str(copy.successText);
    body = (
      <Card as="section" className="avios-result" labelledBy="avios-result-title" part="result">
        {image ? (
          <ResponsiveImage
            src={image.url}
            alt={image.alt}
            width={image.width ?? 320}
            height={image.height ?? 180}
            sizes="20rem"
            loading="eager"
          />
        ) : null}
        <h1 part="title" id="avios-result-title">
          {str(copy.successTitle)}
        </h1>
        <p className="avios-result__points">
          {fill(successText, { points: points(credited), recipient: recipient.name ?? '' })}
        </p>
        {nextBilling ? <p className="avios-result__next">{nextBilling}</p> : null}
        {balance.status === 'success' && balance.data.amount !== null ? (
          <p aria-live="polite">
            {fill(str(balanceCopy.entry?.balanceText), { points: points(balance.data.amount) })}
          </p>
        ) : (
          <Skeleton width="8rem" height="1.5rem" />
        )}
        {copy.successButtonUrl ? (
          <LinkButton href={copy.successButtonUrl}>{str(copy.successButtonText)}</LinkButton>
        ) : null}
      </Card>
    );
  } else if (state.status === 'unknown') {
    // Polling gave up before the outcome was known: the member may have paid, so no "try
    // again" that could charge twice; checking resumes on reconnect, on return, on the button.
    body = (
      <Card as="section" className="avios-result" labelledBy="avios-result-title" part="result">
        <h1 part="title" id="avios-result-title">
          {str(copy.unknownTitle)}
        </h1>
        <p role="status">{str(copy.unknownText)}</p>
        <Button onClick={state.recheck}>{str(copy.unknownButtonText)}</Button>
      </Card>
    );
  } else {
    body = (
      <Card as="section" className="avios-result" labelledBy="avios-result-title" part="result">
        <h1 part="title" id="avios-result-title">
          {str(copy.failedTitle)}
        </h1>
        <div role="alert">
          <strong>{failure.title}</strong>
          <RichText value={failure.message} />
        </div>
        <p>{str(copy.failedText)}</p>
        {copy.failedButtonUrl ? (
          <LinkButton href={copy.failedButtonUrl}>{str(copy.failedButtonText)}</LinkButton>
        ) : null}
      </Card>
    );
  }
  return (
    <ScreenFrame name="transaction">
      <div className="avios-container avios-section">{body}</div>
    </ScreenFrame>
  );
}
