import { useEffect, useMemo, useState } from 'react';
import {
  boosterAllowance,
  boosterDraftData,
  boosterGroups,
  boosterOffered,
  boosterOverAllowance,
  boosterQuote,
  campaignOfferShown,
  chosenMultiplier,
  formatMoney,
  formatPoints,
  multiplierPricePerPoint,
  purchaseCurrency,
  qualifyingPoints,
} from '@avios/sdk/rules';
import type { BoosterOptions } from '@avios/sdk/schemas';
import type { BoosterQuote, BoosterSort } from '@avios/sdk/rules';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useBoosterCampaign } from '../../hooks/useBoosterCampaign';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useErrors } from '../../hooks/useErrors';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember, useMemberStats } from '../../hooks/useMember';
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useQuery } from '../../hooks/useQuery';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import type { BoosterContent } from './boosterContent';

type Multiplier = BoosterOptions['multipliersAvailable'][number];

/** A multiplier offered, with its prices per point and what it makes of the choice. */
export interface MultiplierRow {
  option: Multiplier;
  prices: { discounted: number; standard: number } | undefined;
  quote: BoosterQuote | undefined;
}

/**
 * The booster page's data and choices (spec §2, §5, §7): the options for the member (generic
 * for visitors), the transactions chosen, the multiplier, the quote in the member's currency
 * and whether it passes the year's allowance, and continuing to checkout.
 */
export function useBoosterPage(setDocumentTitle: boolean) {
  const page = useContentEntry<BoosterContent>('boosterPage');
  usePrefetchContent(PRODUCT_PAGE_PREFETCH);
  const layout = useLayoutCopy();
  const { queries } = useAvios();
  const { language, partner, ready } = useAviosContext();
  const member = useMember();
  const { session, user } = member;
  const { dispatch } = useErrors();
  const start = useStartCheckout('booster');
  const signedIn = session.signedIn;
  const copy: BoosterContent = page.entry ?? {};
  const options = useQuery({ ...queries.boosterOptions(), enabled: ready && !session.loading });
  const stats = useMemberStats(member);

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
  const chosenPoints = qualifyingPoints(transactions, selected);
  const forPoints = useQuery({
    ...queries.boosterOptions({ aviosAmount: chosenPoints }),
    enabled: ready && signedIn && chosenPoints > 0,
    placeholderData: (previous: BoosterOptions | undefined) => previous,
  });
  const offered = boosterOffered({ options: data, forPoints: forPoints.data, chosenPoints });
  const types = useMemo(() => boosterGroups(all).map((g) => g.type), [all]);
  const chosenOption = chosenMultiplier(offered, multiplier);
  const remaining = data?.remainingAllowance ?? 0;
  const quoteFor = (option: Multiplier | undefined) =>
    boosterQuote({
      transactions,
      selectedIds: selected,
      option,
      currency,
      remainingAllowance: remaining,
    });
  const quote = quoteFor(chosenOption);
  const over = boosterOverAllowance({
    quote,
    signedIn,
    options: data,
    chosenPoints,
    forPoints: forPoints.data,
  });
  const multipliers: MultiplierRow[] = (offered?.multipliersAvailable ?? []).map((option) => ({
    option,
    prices: multiplierPricePerPoint(option, currency),
    quote: quoteFor(option),
  }));

  // spec §8 api_error_63: the target would pass the annual cap; said before any call
  useEffect(() => {
    if (over) dispatch('api_error_63', { scope: 'page' });
  }, [over, dispatch]);

  useDocumentTitle(copy.metaTitle, setDocumentTitle);

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

  const campaign = useBoosterCampaign();
  const campaignRuns = campaignOfferShown(
    campaign,
    copy.campaignStartDate,
    copy.campaignEndDate,
    Date.now(),
  );
  const loading =
    page.status === 'pending' ||
    session.loading ||
    options.status === 'pending' ||
    (signedIn && user.status === 'pending');

  return {
    copy,
    layout,
    language,
    loading,
    signedIn,
    /** The year's allowance: left, and the limit (left + boosted this year), once known. */
    allowance: boosterAllowance(data, stats.status === 'success' ? stats.data : undefined),
    campaignRuns,
    transactions: { groups, types, type, setType, sort, setSort, selected, toggle },
    multipliers,
    chosenMultiplier: chosenOption?.multiplyBy,
    setMultiplier,
    quote,
    over,
    busy: start.busy,
    login: () => void start.login(),
    onContinue,
    points: (n: number) => formatPoints(n, language),
    money: (n: number, decimals = 2) => formatMoney(n, currency, { locale: language, decimals }),
  };
}
