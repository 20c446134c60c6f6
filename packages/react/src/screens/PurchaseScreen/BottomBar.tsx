import { formatMoney, formatPoints } from '@avios/sdk/rules';
import type { Currency } from '@avios/sdk';
import type { ProductSelection } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { fill, str } from '../../content/contentFields';
import type { PurchaseContent } from './purchaseContent';

export interface BottomBarProps {
  copy: PurchaseContent;
  selection: ProductSelection;
  currency: Currency;
  locale: string;
  disabled: boolean;
  busy: boolean;
  onContinue: () => void;
}

/** spec §2 bottom bar: the chosen package (points, bonus, price) and the continue button. */
export function BottomBar({
  copy,
  selection,
  currency,
  locale,
  disabled,
  busy,
  onContinue,
}: BottomBarProps) {
  const { avios: purchaseAvios, price: purchasePrice, bonusAvios } = selection;
  const chosen = purchaseAvios !== undefined && purchasePrice !== undefined;
  return (
    <section
      className="avios-bottom-bar"
      aria-label={str(copy.bottomBarButtonText)}
      part="bottom-bar"
    >
      <div className="avios-container avios-bottom-bar__inner">
        <div className="avios-bottom-bar__summary" aria-live="polite">
          {chosen ? (
            <>
              <strong>
                {fill(str(copy.bottomBarPointsText), {
                  points: formatPoints(purchaseAvios, locale),
                })}
              </strong>
              {bonusAvios ? (
                <span>
                  {fill(str(copy.bottomBarBonusText), { bonus: formatPoints(bonusAvios, locale) })}
                </span>
              ) : null}
              <span>
                {fill(str(copy.bottomBarPriceText), {
                  price: formatMoney(purchasePrice, currency, { locale }),
                })}
              </span>
            </>
          ) : (
            <span>{str(copy.bottomBarEmptyText)}</span>
          )}
        </div>
        <Button disabled={!chosen || disabled} busy={busy} onClick={onContinue}>
          {str(copy.bottomBarButtonText)}
        </Button>
      </div>
    </section>
  );
}
