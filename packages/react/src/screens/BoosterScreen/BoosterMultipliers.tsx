import { fill, str } from '../../content/contentFields';
import type { BoosterContent } from './boosterContent';
import type { MultiplierRow } from './useBoosterPage';

export interface BoosterMultipliersProps {
  copy: BoosterContent;
  multipliers: MultiplierRow[];
  chosen: number | undefined;
  onChoose: (multiplyBy: number) => void;
  points: (n: number) => string;
  money: (n: number, decimals?: number) => string;
}

/**
 * spec §2/§5 booster page: multipliers 1x to 4x, each with its discounted and standard price
 * per point and the points and price it makes of the transactions chosen.
 */
export function BoosterMultipliers({
  copy,
  multipliers,
  chosen,
  onChoose,
  points,
  money,
}: BoosterMultipliersProps) {
  return (
    <fieldset className="avios-booster__multipliers">
      <legend>
        <h2 part="heading">{str(copy.multiplierTitle)}</h2>
      </legend>
      {multipliers.map(({ option: m, prices, quote: q }) => {
        const id = `avios-multiplier-${m.multiplyBy}`;
        return (
          <div key={m.multiplyBy} className="avios-booster__multiplier" part="booster-multiplier">
            <input
              id={id}
              type="radio"
              name="avios-multiplier"
              value={m.multiplyBy}
              checked={chosen === m.multiplyBy}
              aria-describedby={`${id}-details`}
              onChange={() => onChoose(m.multiplyBy)}
            />
            <label htmlFor={id}>
              {fill(str(copy.multiplierOptionText), { multiplier: m.multiplyBy })}
              {m.displayName && m.displayName !== `${m.multiplyBy}x` ? ` ${m.displayName}` : ''}
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
  );
}
