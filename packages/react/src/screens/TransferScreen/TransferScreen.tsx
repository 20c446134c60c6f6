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
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { GiftTransferToggle } from '../../components/GiftTransferToggle';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useQuery } from '../../hooks/useQuery';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import type { TransferContent } from './transferContent';

export interface TransferScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/** Slider step in points. */
export const TRANSFER_STEP = 100;

type StepUp = 'checking' | 'needed' | 'ready';

/** The amount in the address (`?amount=`), so signing in again comes back to it. */
function amountFromSearch(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('amount'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * spec §2 transfer page: how many points to move (a slider from the 1,000 minimum to what
 * the member may move, spec §5), its fee from `GET /products/transfer/prices`, and the
 * step-up: a transfer needs the `write:transaction_debit` token (spec §6), so a member
 * without it confirms with the identity provider first and comes back here, amount kept in
 * the address. Under 1,000 points `transfer_low_avios`, past the yearly limit
 * `transfer_disabled` (spec §8: undismissible, transfer disabled). Content `transferPage`.
 */
export function TransferScreen({ setDocumentTitle = true }: TransferScreenProps) {
  const page = useContentEntry<TransferContent>('transferPage');
  usePrefetchContent(PRODUCT_PAGE_PREFETCH);
  const layout = useLayoutCopy();
  const { queries, session: sdkSession, checkout } = useAvios();
  const { language, partner, ready } = useAviosContext();
  const navigation = useNavigation();
  const member = useMember();
  const errors = useErrors();
  const { dispatch } = errors;
  const start = useStartCheckout('transfer');
  const { session, balance, user } = member;
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

  useEffect(() => {
    if (setDocumentTitle && copy.metaTitle && typeof document !== 'undefined') {
      document.title = copy.metaTitle;
    }
  }, [setDocumentTitle, copy.metaTitle]);

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

  const disabled = !range || range.error !== null || !pkg || !pkg.available;
  const loading =
    page.status === 'pending' ||
    session.loading ||
    (signedIn && (balance.status === 'pending' || prices.status === 'pending'));
  const points = (n: number) => formatPoints(n, language);

  return (
    <ScreenFrame
      name="transfer"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-transfer">
        <GiftTransferToggle current="transfer" />
        {loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="16rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            {!signedIn ? (
              <LoginPrompt copy={copy} onLogin={() => void start.login()} />
            ) : (
              <Card
                as="section"
                className="avios-transfer__amount"
                labelledBy="avios-transfer-label"
              >
                <label id="avios-transfer-label" htmlFor="avios-transfer-amount" part="label">
                  {str(copy.sliderLabel)}
                </label>
                <output
                  htmlFor="avios-transfer-amount"
                  className="avios-transfer__value"
                  aria-live="polite"
                >
                  {fill(str(copy.sliderValueText), { points: points(chosen) })}
                </output>
                <input
                  id="avios-transfer-amount"
                  type="range"
                  min={range?.min ?? TRANSFER_MINIMUM}
                  max={range?.max ?? TRANSFER_MINIMUM}
                  step={TRANSFER_STEP}
                  value={chosen}
                  disabled={!range || range.error !== null}
                  aria-valuetext={fill(str(copy.sliderValueText), { points: points(chosen) })}
                  aria-describedby="avios-transfer-rule"
                  onChange={(e) => change(Number(e.target.value))}
                />
                <div className="avios-transfer__bounds" aria-hidden="true">
                  <span>
                    {fill(str(copy.sliderMinText), {
                      points: points(range?.min ?? TRANSFER_MINIMUM),
                    })}
                  </span>
                  <span>
                    {fill(str(copy.sliderMaxText), {
                      points: points(range?.max ?? TRANSFER_MINIMUM),
                    })}
                  </span>
                </div>
                <p id="avios-transfer-rule" className="avios-field__hint" part="hint">
                  {fill(str(copy.minimumText), { points: points(TRANSFER_MINIMUM) })}
                </p>
                {pkg ? (
                  <p className="avios-transfer__fee" part="price">
                    {fill(str(copy.feeText), {
                      price: formatMoney(pkg.price, currency, { locale: language }),
                    })}
                  </p>
                ) : null}
                {stepUp === 'needed' && !disabled ? (
                  <div
                    className="avios-transfer__step-up"
                    role="group"
                    aria-labelledby="avios-step-up-title"
                  >
                    <h2 part="heading" id="avios-step-up-title">
                      {str(copy.stepUpTitle)}
                    </h2>
                    <p>{str(copy.stepUpText)}</p>
                    <Button onClick={verify}>{str(copy.stepUpButtonText)}</Button>
                  </div>
                ) : (
                  <Button
                    disabled={disabled || stepUp !== 'ready'}
                    busy={start.busy || stepUp === 'checking'}
                    onClick={onContinue}
                  >
                    {str(copy.continueButtonText)}
                  </Button>
                )}
              </Card>
            )}
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
