import { useEffect, useState } from 'react';
import { transactionTotals } from '@avios/sdk/checkout';
import {
  bannerReplacesResult,
  formatDate,
  formatMoney,
  formatPoints,
  isCurrency,
  transactionTypeFromId,
} from '@avios/sdk/rules';
import { assetImage, fill, str } from '../../content/contentFields';
import type { ImageAsset } from '../../content/contentFields';
import type { BannerContent } from '../../content/contentTypes';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useCheckout } from '../../hooks/useCheckout';
import { useContent, useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrorMessage } from '../../hooks/useErrorMessage';
import { useFollowCheckout } from '../../hooks/useFollowCheckout';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useTransactionStatus } from '../../hooks/useTransactionStatus';
import type { TransactionContent } from './transactionContent';
import { useRecipientName } from './useRecipientName';

/** After this long in processing the slow variant shows (spec §2 transaction page). */
export const SLOW_AFTER_MS = 10_000;

function useSlow(active: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return slow;
}

/** What the success card shows. */
export interface ResultSuccess {
  image: ImageAsset | undefined;
  /** The credited points (and recipient) in the product's or the replacing banner's words. */
  text: string;
  nextBilling: string | undefined;
  /** The new balance line; `undefined` while the balance loads. */
  balance: string | undefined;
}

/**
 * The transaction page's data (spec §2): the transaction's status polled through the SDK
 * (nothing for a visitor, who signs in first), the slow variant, the failure's message, and
 * what the success card says; also the redirects of spec §2 and §8.
 */
export function useTransactionResult(transactionId: string | undefined, setDocumentTitle: boolean) {
  const navigation = useNavigation();
  const { mutations } = useAvios();
  const { language } = useAviosContext();
  // the route's id says the product before any checkout state is about it (spec §4 prefix)
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
  const recipient = useRecipientName(transactionId, type, session.signedIn);
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
    if (state.status === 'done') mutations.transactionDone();
  }, [state.status, mutations]);

  const points = (n: number) => formatPoints(n, language);
  let success: ResultSuccess | undefined;
  if (state.status === 'done') {
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
    const successText = replacing
      ? str(replacing[`${productType}SuccessMessage`])
      : str(copy.successText);
    success = {
      image: assetImage(replacing ? replacing[`${productType}SuccessImage`] : copy.successImage),
      text: fill(successText, { points: points(credited), recipient: recipient.name ?? '' }),
      nextBilling,
      balance:
        balance.status === 'success' && balance.data.amount !== null
          ? fill(str(balanceCopy.entry?.balanceText), { points: points(balance.data.amount) })
          : undefined,
    };
  }

  return {
    copy,
    contentPending: page.status === 'pending',
    visitor,
    login: () => void session.login({ returnTo: navigation.href(navigation.currentPath) }),
    state,
    /** Still processing, or done while the recipient's name is still read. */
    processing: state.status === 'pending' || (state.status === 'done' && recipient.pending),
    slow,
    failure,
    success,
  };
}
