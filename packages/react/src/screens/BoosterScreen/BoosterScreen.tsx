import { useEffect, useMemo, useState } from 'react';
import {
  boosterDraftData,
  boosterGroups,
  boosterQuote,
  campaignPhase,
  formatDate,
  formatMoney,
  formatPoints,
  multiplierPricePerPoint,
  purchaseCurrency,
} from '@avios/sdk/rules';
import type { BoosterOptions } from '@avios/sdk';
import type { BoosterSort } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useBoosterCampaign } from '../../hooks/useBoosterCampaign';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useQuery } from '../../hooks/useQuery';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import { BoosterTransactions } from './BoosterTransactions';
import type { BoosterContent } from './boosterContent';

export interface BoosterScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * spec §2 booster page: how it works, then the member's past transactions from
 * `GET /products/booster/options` (visitors: the generic options and a sign-in prompt),
 * grouped as the answer groups them, filtered by type and sorted by points; boosted ones are
 * marked and cannot be chosen. Multipliers 1x to 4x with their discounted and standard price
 * per point and the total for the choice, in the member's currency (spec §5). A choice past
 * the year's remaining allowance cannot go on: the catalogue's annual-cap message
 * (api_error_63) says why. Continuing creates the booster transaction (spec §7, payment
 * version '2') and goes to checkout. Content `boosterPage`; SDK rules `boosterGroups`,
 * `boosterQuote`, `boosterDraftData`.
 */
export function BoosterScreen({ setDocumentTitle = true }: BoosterScreenProps) {
  const page = useContentEntry<BoosterContent>('boosterPage');
  usePrefetchContent(PRODUCT_PAGE_PREFETCH);
  const layout = useLayoutCopy();
  const { queries } = useAvios();
  const { language, partner, ready } = useAviosContext();
  const member = useMember();
  const { dispatch } = useErrors();
  const start = useStartCheckout('booster');
  const { session, user, products } = member;
  const signedIn = session.signedIn;
  const copy: BoosterContent = page.entry ?? {};
  const options = useQuery({ ...queries.boosterOptions(), enabled: ready && !session.loading });
  // spec §6: user stats only for signed-in members with the booster product
  const hasBooster = products.status === 'success' && products.data.includes('booster');
  const stats = useQuery({ ...queries.stats(), enabled: ready && signedIn && hasBooster });

  const [type, setType] = useState('all');
  const [sort, setSort] = useState<BoosterSort>('highest');
  const [selected, setSelected] = useState<string[]>([]);
  const [multiplier, setMultiplier] = useState<number | undefined>(undefined);

  const data = options.status === 'success' ? options.data : undefined;
  const country = user.status === 'success' ? user.data.country : undefined;
  const currency = purchaseCurrency({ country: country ?? null, opco: partner, bands: [] });
  const all = useMemo(() => data?.transactionGroups ?? [], [data]);
  const groups = useMemo(() => boosterGroups(all, { type, sort }), [all, type, sort]);
  const transactions = useMemo(() => all.flatMap((g) => g.transactions), [all]);
  // spec §7: a member's options for the points chosen (aviosAmount, the qualifying points);
  // the last answer stays while the next loads
  const chosenPoints = transactions
    .filter((t) => selected.includes(t.identifier) && !t.isBoosted)
    .reduce((sum, t) => sum + (t.aviosAmount ?? 0), 0);
  const forPoints = useQuery({
    ...queries.boosterOptions({ aviosAmount: chosenPoints }),
    enabled: ready && signedIn && chosenPoints > 0,
    placeholderData: (previous: BoosterOptions | undefined) => previous,
  });
  const offered = (chosenPoints > 0 ? forPoints.data : undefined) ?? data;
  const types = useMemo(() => boosterGroups(all).map((g) => g.type), [all]);
  const chosenOption =
    offered?.multipliersAvailable.find((m) => m.multiplyBy === multiplier) ??
    offered?.multipliersAvailable[0];
  const remaining = data?.remainingAllowance ?? 0;
  const quote = boosterQuote({
    transactions,
    selectedIds: selected,
    option: chosenOption,
    currency,
    remainingAllowance: remaining,
  });
  const over =
    quote?.overAllowance === true ||
    (signedIn && data !== undefined && remaining <= 0) ||
    // the answer for the points chosen offers no multiplier within the allowance left
    (chosenPoints > 0 && forPoints.data?.multipliersAvailable.length === 0);

  // spec §8 api_error_63: the target would pass the annual cap; said before any call
  useEffect(() => {
    if (over) dispatch('api_error_63', { scope: 'page' });
  }, [over, dispatch]);

  useEffect(() => {
    if (setDocumentTitle && copy.metaTitle && typeof document !== 'undefined') {
      document.title = copy.metaTitle;
    }
  }, [setDocumentTitle, copy.metaTitle]);

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current, id],
    );
  const onContinue = () => {
    if (!signedIn) return void start.login();
    if (!quote || over || !chosenOption) return;
    void start.begin(boosterDraftData(quote, selected, chosenOption.multiplyBy, currency), {
      currency,
    });
  };

  const points = (n: number) => formatPoints(n, language);
  const money = (n: number, decimals = 2) =>
    formatMoney(n, currency, { locale: language, decimals });
  const boostedThisYear =
    stats.status === 'success' && typeof stats.data.boostedAvios === 'number'
      ? stats.data.boostedAvios
      : data?.boostedPointsThisYear;
  // spec §2/§4: the booster page shows the campaign's offer while it runs, to a member the
  // campaign flag marks (enrolled, or arrived by the campaign link)
  const campaign = useBoosterCampaign();
  const campaignRuns =
    campaign.active &&
    campaignPhase(copy.campaignStartDate, copy.campaignEndDate, Date.now()).phase === 'during';
  const loading =
    page.status === 'pending' ||
    session.loading ||
    options.status === 'pending' ||
    (signedIn && user.status === 'pending');

  return (
    <ScreenFrame name="booster" {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}>
      <div className="avios-container avios-section avios-booster">
        {loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="30rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            <section aria-labelledby="avios-booster-how" className="avios-booster__how">
              <h2 part="heading" id="avios-booster-how">
                {str(copy.howItWorksTitle)}
              </h2>
              <ol>
                {list(copy.howItWorksSteps).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
            {campaignRuns ? (
              <Card
                as="section"
                className="avios-booster__campaign"
                labelledBy="avios-booster-campaign"
              >
                <h2 part="heading" id="avios-booster-campaign">
                  {str(copy.campaignTitle)}
                </h2>
                <p>
                  {fill(str(copy.campaignText), {
                    endDate: formatDate(str(copy.campaignEndDate).slice(0, 10), language),
                  })}
                </p>
              </Card>
            ) : null}
            {!signedIn ? <LoginPrompt copy={copy} onLogin={() => void start.login()} /> : null}
            {signedIn && data ? (
              <p className="avios-booster__limit">
                {fill(str(copy.transactionLimitText), {
                  remaining: points(remaining),
                  limit: points(remaining + data.boostedPointsThisYear),
                })}{' '}
                {boostedThisYear !== undefined
                  ? fill(str(copy.boostedThisYearText), { points: points(boostedThisYear) })
                  : null}
              </p>
            ) : null}
            {signedIn ? (
              <BoosterTransactions
                copy={copy}
                groups={groups}
                types={types}
                type={type}
                onType={setType}
                sort={sort}
                onSort={setSort}
                selected={selected}
                onToggle={toggle}
              />
            ) : null}
            {offered && offered.multipliersAvailable.length > 0 ? (
              <fieldset className="avios-booster__multipliers">
                <legend>
                  <h2 part="heading">{str(copy.multiplierTitle)}</h2>
                </legend>
                {offered.multipliersAvailable.map((m) => {
                  const prices = multiplierPricePerPoint(m, currency);
                  const id = `avios-multiplier-${m.multiplyBy}`;
                  const q = boosterQuote({
                    transactions,
                    selectedIds: selected,
                    option: m,
                    currency,
                    remainingAllowance: remaining,
                  });
                  return (
                    <div
                      key={m.multiplyBy}
                      className="avios-booster__multiplier"
                      part="booster-multiplier"
                    >
                      <input
                        id={id}
                        type="radio"
                        name="avios-multiplier"
                        value={m.multiplyBy}
                        checked={chosenOption?.multiplyBy === m.multiplyBy}
                        aria-describedby={`${id}-details`}
                        onChange={() => setMultiplier(m.multiplyBy)}
                      />
                      <label htmlFor={id}>
                        {fill(str(copy.multiplierOptionText), { multiplier: m.multiplyBy })}
                        {m.displayName && m.displayName !== `${m.multiplyBy}x`
                          ? ` ${m.displayName}`
                          : ''}
                      </label>
                      <span id={`${id}-details`} className="avios-booster__details">
                        {prices ? (
                          <>
                            <strong>{money(prices.discounted, 4)}</strong>
                            {prices.standard !== prices.discounted ? (
                              <s>{money(prices.standard, 4)}</s>
                            ) : null}
                          </>
                        ) : null}
                        {q
                          ? fill(str(copy.multiplierResultText), {
                              points: points(q.boostedPoints),
                              price: money(q.price),
                            })
                          : null}
                      </span>
                    </div>
                  );
                })}
              </fieldset>
            ) : null}
          </>
        )}
      </div>
      {!loading ? (
        <section
          className="avios-bottom-bar"
          part="bottom-bar"
          aria-label={str(copy.continueButtonText)}
        >
          <div className="avios-container avios-bottom-bar__inner">
            <div className="avios-bottom-bar__summary" aria-live="polite">
              {quote ? (
                <strong>
                  {fill(str(copy.totalText), {
                    points: points(quote.boostedPoints),
                    price: money(quote.price),
                  })}
                </strong>
              ) : null}
            </div>
            <Button disabled={signedIn && (!quote || over)} busy={start.busy} onClick={onContinue}>
              {signedIn ? str(copy.continueButtonText) : str(copy.loginPromptButtonText)}
            </Button>
          </div>
        </section>
      ) : null}
    </ScreenFrame>
  );
}
