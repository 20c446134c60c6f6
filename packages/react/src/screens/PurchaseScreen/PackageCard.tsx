import { formatMoney, formatPoints } from '@avios/sdk/rules';
import type { Package } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { fill, str } from '../../content/contentFields';
import type { PurchaseContent } from './purchaseContent';

export interface PackageCardProps {
  copy: PurchaseContent;
  pkg: Package;
  locale: string;
  selected: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** One package: points, bonus, price and a select / unselect button. */
export function PackageCard({ copy, pkg, locale, selected, disabled, onToggle }: PackageCardProps) {
  const points = fill(str(copy.packagePointsText), { points: formatPoints(pkg.avios, locale) });
  const id = `avios-package-${pkg.avios}`;
  const buttonText = selected ? str(copy.unselectButtonText) : str(copy.selectButtonText);
  return (
    <Card as="li" className="avios-package" labelledBy={id} selected={selected} part="package">
      <h2 part="points" id={id} className="avios-package__points">
        {points}
      </h2>
      <p className="avios-package__bonus">
        {pkg.bonusAvios > 0
          ? fill(str(copy.bonusLabel), { bonus: formatPoints(pkg.bonusAvios, locale) })
          : '\u00a0'}
      </p>
      <p className="avios-package__price" part="price">
        {formatMoney(pkg.price, pkg.currency, { locale })}
      </p>
      {!pkg.available ? <p className="avios-package__note">{str(copy.unavailableText)}</p> : null}
      <Button
        variant={selected ? 'primary' : 'secondary'}
        aria-label={`${buttonText} ${points}`}
        disabled={disabled && !selected}
        onClick={onToggle}
      >
        {buttonText}
      </Button>
    </Card>
  );
}
