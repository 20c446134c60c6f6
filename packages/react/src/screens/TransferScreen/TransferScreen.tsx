import { TRANSFER_MINIMUM } from '@avios/sdk/rules';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { GiftTransferToggle } from '../../components/GiftTransferToggle';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useTransferPage } from './useTransferPage';

export interface TransferScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/** Slider step in points. */
const TRANSFER_STEP = 100;

/**
 * spec §2 transfer page: how many points to move (a slider from the 1,000 minimum to what
 * the member may move, spec §5), its fee from `GET /products/transfer/prices`, and the
 * step-up: a transfer needs the `write:transaction_debit` token (spec §6), so a member
 * without it confirms with the identity provider first and comes back here, amount kept in
 * the address. Under 1,000 points `transfer_low_avios`, past the yearly limit
 * `transfer_disabled` (spec §8: undismissible, transfer disabled). Content `transferPage`.
 */
export function TransferScreen({ setDocumentTitle = true }: TransferScreenProps) {
  const transfer = useTransferPage(setDocumentTitle);
  const { copy, layout, range, chosen, stepUp, disabled, points } = transfer;

  return (
    <ScreenFrame
      name="transfer"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-transfer">
        <GiftTransferToggle current="transfer" />
        {transfer.loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="16rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            {!transfer.signedIn ? (
              <LoginPrompt copy={copy} onLogin={transfer.login} />
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
                  onChange={(e) => transfer.change(Number(e.target.value))}
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
                {transfer.fee !== undefined ? (
                  <p className="avios-transfer__fee" part="price">
                    {fill(str(copy.feeText), { price: transfer.fee })}
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
                    <Button onClick={transfer.verify}>{str(copy.stepUpButtonText)}</Button>
                  </div>
                ) : (
                  <Button
                    disabled={disabled || stepUp !== 'ready'}
                    busy={transfer.busy || stepUp === 'checking'}
                    onClick={transfer.onContinue}
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
