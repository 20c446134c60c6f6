import { formatDate } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { BoosterMultipliers } from './BoosterMultipliers';
import { BoosterTransactions } from './BoosterTransactions';
import { useBoosterPage } from './useBoosterPage';

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
  const booster = useBoosterPage(setDocumentTitle);
  const { copy, layout, language, loading, signedIn, allowance, quote, points } = booster;
  const transactions = booster.transactions;

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
            {booster.campaignRuns ? (
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
            {!signedIn ? <LoginPrompt copy={copy} onLogin={booster.login} /> : null}
            {signedIn && allowance ? (
              <p className="avios-booster__limit">
                {fill(str(copy.transactionLimitText), {
                  remaining: points(allowance.remaining),
                  limit: points(allowance.limit),
                })}{' '}
                {allowance.boostedThisYear !== undefined
                  ? fill(str(copy.boostedThisYearText), {
                      points: points(allowance.boostedThisYear),
                    })
                  : null}
              </p>
            ) : null}
            {signedIn ? (
              <BoosterTransactions
                copy={copy}
                groups={transactions.groups}
                types={transactions.types}
                type={transactions.type}
                onType={transactions.setType}
                sort={transactions.sort}
                onSort={transactions.setSort}
                selected={transactions.selected}
                onToggle={transactions.toggle}
              />
            ) : null}
            {booster.multipliers.length > 0 ? (
              <BoosterMultipliers
                copy={copy}
                multipliers={booster.multipliers}
                chosen={booster.chosenMultiplier}
                onChoose={booster.setMultiplier}
                points={points}
                money={booster.money}
              />
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
                    price: booster.money(quote.price),
                  })}
                </strong>
              ) : null}
            </div>
            <Button
              disabled={signedIn && (!quote || booster.over)}
              busy={booster.busy}
              onClick={booster.onContinue}
            >
              {signedIn ? str(copy.continueButtonText) : str(copy.loginPromptButtonText)}
            </Button>
          </div>
        </section>
      ) : null}
    </ScreenFrame>
  );
}
