import type { Currency } from '@avios/sdk';
import type { PackageOrder, PackageQuery, PackageSizeCategory } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { SegmentedControl } from '../../components/SegmentedControl';
import { ToggleGroup } from '../../components/ToggleGroup';
import { str } from '../../content/contentFields';
import type { PurchaseContent } from './purchaseContent';

export interface PurchaseFiltersProps {
  copy: PurchaseContent;
  query: PackageQuery;
  currency: Currency;
  currencies: readonly Currency[];
  onChange: (next: Partial<PackageQuery>) => void;
}

/** spec §2/§9: size filters (small, medium, large), sort (smallest, biggest), currency. */
export function PurchaseFilters({
  copy,
  query,
  currency,
  currencies,
  onChange,
}: PurchaseFiltersProps) {
  const sizes: { value: PackageSizeCategory; label: string }[] = [
    { value: 'small', label: str(copy.sizeSmallLabel) },
    { value: 'medium', label: str(copy.sizeMediumLabel) },
    { value: 'large', label: str(copy.sizeLargeLabel) },
  ];
  const orders: { value: PackageOrder; label: string }[] = [
    { value: 'smallest', label: str(copy.sortSmallestLabel) },
    { value: 'biggest', label: str(copy.sortBiggestLabel) },
  ];
  const filtered = query.sizes.length > 0 || query.order !== 'smallest';
  return (
    <div className="avios-filters" part="filters">
      <ToggleGroup
        legend={str(copy.sizeFilterLabel)}
        options={sizes}
        value={query.sizes}
        onChange={(next) => onChange({ sizes: next })}
      />
      <SegmentedControl
        legend={str(copy.sortLabel)}
        options={orders}
        value={query.order}
        onChange={(order) => onChange({ order })}
      />
      {currencies.length > 1 ? (
        <SegmentedControl
          legend={str(copy.currencyFilterLabel)}
          options={currencies.map((c) => ({ value: c, label: c }))}
          value={currency}
          onChange={(next) => onChange({ currency: next })}
        />
      ) : null}
      {filtered && copy.clearFiltersText ? (
        <Button
          variant="ghost"
          size="small"
          onClick={() => onChange({ sizes: [], order: 'smallest' })}
        >
          {copy.clearFiltersText}
        </Button>
      ) : null}
    </div>
  );
}
