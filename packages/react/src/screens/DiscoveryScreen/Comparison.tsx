import { useRef } from 'react';
import {
  comparisonVisible,
  currencyForCountry,
  formatMoney,
  formatPoints,
  splitComparison,
} from '@avios/sdk/rules';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import type { UseMemberResult } from '../../hooks/useMember';
import { useQuery } from '../../hooks/useQuery';
import { boosterFacts, purchaseFacts, subscriptionFacts } from './comparisonFacts';
import type { ColumnFacts } from './comparisonFacts';
import type { DiscoveryContent } from './discoveryContent';

export interface ComparisonProps {
  copy: DiscoveryContent;
  member: UseMemberResult;
}

/**
 * spec §2 comparison: only when the brand is not EI or IB and purchase, booster and
 * subscription all have prices (SDK `comparisonVisible`). Rows come from content split on a
 * pipe; '{points} / {unit}' cells are the 'Earn rate up to*' row, others fill {price} (4
 * decimals, spec §9), {min} and {max}. On narrow screens it scrolls sideways with 3 dots.
 */
export function Comparison({ copy, member }: ComparisonProps) {
  const { queries } = useAvios();
  const { partner, language } = useAviosContext();
  const scroller = useRef<HTMLDivElement>(null);
  const enabled = partner !== 'EI' && partner !== 'IB';
  const purchase = useQuery({ ...queries.prices('purchase'), enabled });
  const booster = useQuery({ ...queries.boosterOptions(), enabled });
  const subscription = useQuery({ ...queries.subscriptionPackages(), enabled });
  const country = member.user.status === 'success' ? member.user.data.country : undefined;
  const currency = currencyForCountry(country, partner);
  const columns: ColumnFacts[] = [
    purchase.status === 'success' ? purchaseFacts(purchase.data, currency) : {},
    booster.status === 'success' ? boosterFacts(booster.data, currency) : {},
    subscription.status === 'success' ? subscriptionFacts(subscription.data, currency) : {},
  ];
  const [p, b, s] = columns;
  const visible = comparisonVisible({
    partner,
    prices: {
      purchase: p?.pricePerPoint,
      booster: b?.pricePerPoint,
      subscription: s?.pricePerPoint,
    },
  });
  if (!visible) return null;

  const headings = splitComparison(copy.comparisonProducts);
  const rows = (copy.comparisonTableTitles ?? []).map(splitComparison);
  const unit = formatMoney(1, currency, { locale: language, decimals: 0 });
  const cell = (template: string, facts: ColumnFacts | undefined) => {
    const ppp = facts?.pricePerPoint;
    const dash = '–';
    return fill(template, {
      // an "up to" rate is rounded down so it never overstates (SDK earnRateText rule)
      points: ppp ? formatPoints(Math.floor(1 / ppp + 1e-9), language) : dash,
      unit,
      price: ppp ? formatMoney(ppp, currency, { locale: language, decimals: 4 }) : dash,
      min: facts?.min !== undefined ? formatPoints(facts.min, language) : dash,
      max: facts?.max !== undefined ? formatPoints(facts.max, language) : dash,
    });
  };
  const scrollTo = (column: number) => {
    const el = scroller.current;
    const th = el?.querySelectorAll<HTMLElement>('thead th')[column];
    const rowHeader = el?.querySelector<HTMLElement>('tbody th')?.offsetWidth ?? 0;
    if (el && th) el.scrollTo?.({ left: th.offsetLeft - rowHeader, behavior: 'smooth' });
  };
  return (
    // one landmark named by the title: the scrollable region (a named <section> around it
    // would be a second region of the same name, axe landmark-unique)
    <section className="avios-container avios-section">
      <h2 part="heading" id="avios-comparison-title">
        {str(copy.comparisonTitle)}
      </h2>
      <p>{str(copy.comparisonSubTitle)}</p>
      <div
        className="avios-comparison"
        part="comparison"
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-labelledby="avios-comparison-title"
      >
        <table>
          <thead>
            <tr>
              <td />
              {headings.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([title, ...cells], i) => (
              <tr key={`${title}-${i}`}>
                <th scope="row">{title}</th>
                {cells.map((c, j) => (
                  <td key={j}>{cell(c, columns[j])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="avios-comparison__dots">
        {headings.map((h, i) => (
          <button
            key={h}
            type="button"
            className="avios-dot"
            aria-label={fill(str(copy.comparisonScrollLabel), { column: h })}
            onClick={() => scrollTo(i)}
          />
        ))}
      </div>
      {copy.comparisonFooter ? (
        <p className="avios-comparison__footer">{copy.comparisonFooter}</p>
      ) : null}
    </section>
  );
}
