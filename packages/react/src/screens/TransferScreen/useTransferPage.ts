import { useEffect, useMemo, useRef, useState } from 'react';
import {
  TRANSFER_MINIMUM,
  formatMoney,
  formatPoints,
  packageForAmount,
  purchaseCurrency,
  recheckSelection,
  selectionDraftData,
  selectionFromDraftData,
  transferRange,
} from '@avios/sdk/rules';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useQuery } from '../../hooks/useQuery';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import type { TransferContent } from './transferContent';

type StepUp = 'checking' | 'needed' | 'ready';

/** The amount in the address (`?amount=`), so signing in again comes back to it. */
function amountFromSearch(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('amount'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The transfer page's data and steps (spec §2, §5, §6): the amount (kept in the address), the
 * range the member may move and its fee, the stored draft's price checked again, the step-up
 * token, and continuing to checkout.
 */
export function useTransferPage(setDocumentTitle: boolean) {
  const page = useContentEntry<TransferContent>('transferPage');
  usePrefetchContent(PRODUCT_PAGE_PREFETCH);
  const layout = useLayoutCopy();
  const { queries, session: sdkSession, checkout } = useAvios();
  const { language, partner, ready } = useAviosContext();
  const navigation = useNavigation();
  const { session, balance, user } = useMember();
  const { dispatch } = useErrors();
  const start = useStartCheckout('transfer');
  const copy: TransferContent = page.entry ?? {};
  const signedIn = session.signedIn;
  const prices = useQuery({ ...queries.prices('transfer'), enabled: ready && signedIn });

  // a transfer draft not yet submitted: its amount, and its price to re-check
  const [stored] = useState(() => {
    const draft = checkout.getDraft();
    return draft?.type === 'transfer' && !draft.transactionId
      ? selectionFromDraftData('transfer', draft.data)
      : undefined;
  });
  const [amount, setAmount] = useState<number>(
    () => amountFromSearch(navigation.location.search) ?? stored?.avios ?? TRANSFER_MINIMUM,
  );

  const bands = prices.status === 'success' ? prices.data : undefined;
  const have = balance.status === 'success' ? balance.data.amount : undefined;
  const range = useMemo(
    () => (bands && have !== undefined ? transferRange({ balance: have, bands }) : undefined),
    [bands, have],
  );
  const country = user.status === 'success' ? user.data.country : undefined;
  const currency = purchaseCurrency({
    country: country ?? null,
    opco: partner,
    bands: bands ?? [],
  });
  const chosen = range ? Math.min(Math.max(amount, range.min), range.max) : amount;
  const pkg = bands ? packageForAmount(bands, chosen, currency) : undefined;

  // spec §8: under the minimum or past the yearly limit, transfer is disabled (undismissible)
  useEffect(() => {
    if (range?.error) dispatch(range.error, { scope: 'page' });
  }, [range?.error, dispatch]);

  // spec §4/§8: fresh prices against the stored draft's price
  const rechecked = useRef(false);
  useEffect(() => {
    if (rechecked.current || !bands || !stored || stored.avios === undefined) return;
    rechecked.current = true;
    const fresh = packageForAmount(bands, stored.avios, currency);
    const { warning } = recheckSelection('transfer', stored, fresh ? [fresh] : []);
    if (warning) dispatch(warning, { scope: 'page' });
  }, [bands, stored, currency, dispatch]);

  // the step-up token: asked silently; without it the member confirms with the provider
  const [stepUp, setStepUp] = useState<StepUp>('checking');
  // bumped after a popup step-up: the token is asked for again, the amount stays
  const [stepUpChecks, setStepUpChecks] = useState(0);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    sdkSession
      .getToken({ stepUp: true })
      .then((token) => live && setStepUp(token.type === 'stepUp' ? 'ready' : 'needed'))
      .catch(() => live && setStepUp('needed'));
    return () => {
      live = false;
    };
  }, [signedIn, sdkSession, stepUpChecks]);

  useDocumentTitle(copy.metaTitle, setDocumentTitle);

  const change = (value: number) => {
    setAmount(value);
    const query = new URLSearchParams(navigation.location.search);
    query.set('amount', String(value));
    navigation.navigate(`${navigation.location.pathname}?${query.toString()}`, { replace: true });
  };
  const here = () => {
    const query = new URLSearchParams(navigation.location.search);
    query.set('amount', String(chosen));
    return navigation.href(`${navigation.location.pathname}?${query.toString()}`);
  };
  const verify = () =>
    void session.login({ stepUp: true, returnTo: here() }).then(
      (result) => {
        if (result?.mode === 'popup') setStepUpChecks((n) => n + 1);
      },
      // a closed popup or a failed sign-in is in the error store already (shown there)
      () => undefined,
    );
  const onContinue = () => {
    const data = pkg
      ? selectionDraftData('transfer', { avios: pkg.avios, price: pkg.price })
      : undefined;
    if (data && pkg?.available) void start.begin(data, { currency });
  };

  const loading =
    page.status === 'pending' ||
    session.loading ||
    (signedIn && (balance.status === 'pending' || prices.status === 'pending'));

  return {
    copy,
    layout,
    loading,
    signedIn,
    range,
    chosen,
    /** The fee for the amount chosen, formatted; `undefined` until priced. */
    fee: pkg ? formatMoney(pkg.price, currency, { locale: language }) : undefined,
    disabled: !range || range.error !== null || !pkg || !pkg.available,
    stepUp,
    busy: start.busy,
    login: () => void start.login(),
    change,
    verify,
    onContinue,
    points: (n: number) => formatPoints(n, language),
  };
}
