import { boosterTypeLabel, formatDate, formatPoints } from '@avios/sdk/rules';
import type { BoosterSort } from '@avios/sdk/rules';
import { SegmentedControl } from '../../components/SegmentedControl';
import { fill, str } from '../../content/contentFields';
import { useAviosContext } from '../../hooks/useAviosContext';
import type { BoosterContent } from './boosterContent';

interface Transaction {
  identifier: string;
  description: string;
  dateMade: string;
  sectorType: string;
  aviosAmount?: number | undefined;
  isBoosted: boolean;
}

export interface BoosterTransactionsProps {
  copy: BoosterContent;
  groups: { type: string; transactions: Transaction[] }[];
  types: string[];
  type: string;
  onType: (type: string) => void;
  sort: BoosterSort;
  onSort: (sort: BoosterSort) => void;
  selected: string[];
  onToggle: (id: string) => void;
}

/**
 * spec §2 booster page: the signed-in member's past transactions, filtered by type and sorted
 * by points; boosted ones are marked and cannot be chosen. Types and sectors are named by
 * content in the page's language, never by the API's code (`boosterTypeLabel`).
 */
export function BoosterTransactions({
  copy,
  groups,
  types,
  type,
  onType,
  sort,
  onSort,
  selected,
  onToggle,
}: BoosterTransactionsProps) {
  const { language } = useAviosContext();
  const other = copy.otherTypeText;
  const typeName = (code: string) => boosterTypeLabel(copy.transactionTypeLabels, code, other);
  const sectorName = (code: string) => boosterTypeLabel(copy.sectorTypeLabels, code, other);
  return (
    <section aria-labelledby="avios-booster-transactions" className="avios-booster__transactions">
      <h2 part="heading" id="avios-booster-transactions">
        {str(copy.transactionsTitle)}
      </h2>
      {types.length > 0 ? (
        <div className="avios-filters" part="filters">
          <div className="avios-field" part="field">
            <label htmlFor="avios-booster-type" part="label">
              {str(copy.filterByTypeLabel)}
            </label>
            <select
              id="avios-booster-type"
              part="input"
              value={type}
              onChange={(e) => onType(e.target.value)}
            >
              <option value="all">{str(copy.filterAllText)}</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {typeName(t)}
                </option>
              ))}
            </select>
          </div>
          <SegmentedControl
            legend={str(copy.sortByPointsLabel)}
            value={sort}
            onChange={onSort}
            options={[
              { value: 'highest', label: str(copy.sortHighestText) },
              { value: 'lowest', label: str(copy.sortLowestText) },
            ]}
          />
        </div>
      ) : null}
      {groups.length === 0 ? (
        <div className="avios-empty" role="status">
          <h3 part="heading">{str(copy.emptyStateTitle)}</h3>
          <p>{str(copy.emptyStateText)}</p>
        </div>
      ) : (
        groups.map((group) => (
          <fieldset key={group.type} className="avios-booster__group">
            <legend>{typeName(group.type)}</legend>
            <ul>
              {group.transactions.map((t) => {
                const id = `avios-booster-${t.identifier}`;
                return (
                  <li
                    key={t.identifier}
                    className="avios-booster__transaction"
                    part="booster-transaction"
                    data-boosted={t.isBoosted || undefined}
                  >
                    <input
                      id={id}
                      type="checkbox"
                      checked={selected.includes(t.identifier)}
                      disabled={t.isBoosted}
                      aria-describedby={`${id}-details`}
                      onChange={() => onToggle(t.identifier)}
                    />
                    <label htmlFor={id}>
                      <span className="avios-visually-hidden">
                        {fill(str(copy.selectTransactionText), { description: t.description })}
                      </span>
                      <span aria-hidden="true">{t.description}</span>
                    </label>
                    <span id={`${id}-details`} className="avios-booster__details">
                      <span>{formatDate(t.dateMade.slice(0, 10), language)}</span>
                      <span>{sectorName(t.sectorType)}</span>
                      <strong>
                        {fill(str(copy.transactionPointsText), {
                          points: formatPoints(t.aviosAmount ?? 0, language),
                        })}
                      </strong>
                      {t.isBoosted ? (
                        <span className="avios-badge" part="badge">
                          {str(copy.boostedText)}
                        </span>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))
      )}
    </section>
  );
}
