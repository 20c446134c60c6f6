import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import {
  PRODUCTS,
  recheckAmount,
  selectionDraftData,
  selectionFromDraftData,
  validateRecipient,
} from '@avios/sdk/rules';
import type { CheckoutDraft, Currency } from '@avios/sdk';
import type { ProductSelection } from '@avios/sdk/rules';
import { useAvios } from '../../hooks/useAvios';

export interface RecipientPrice {
  /** The chosen points and price as shown: the draft's, re-priced for the recipient. */
  selection: ProductSelection;
  /** The choice cannot be had for the recipient last priced (the member cannot go on). */
  unavailable: boolean;
  /** True while a re-price is in flight. */
  busy: boolean;
  /**
   * Re-prices the choice for the recipient `ffpNumber`; resolves `true` when the price shown
   * stands and the member may go on.
   */
  reprice(ffpNumber: string): Promise<boolean>;
  /** For the form's container: leaving a valid membership number prices the choice for it. */
  onBlur(event: FocusEvent<HTMLElement>): void;
}

export interface RecipientPriceOptions {
  /** The member is signed in and the page is shown: the recipient in the draft is priced. */
  ready: boolean;
  /** spec §5: content's maximum length of a membership number. */
  maxLength: number;
  /** Today as `YYYY-MM-DD`. */
  today: string;
  /** The sender's number: never priced as a recipient (api_error_50 is the form's). */
  sender: string | undefined;
  /** The recipient's number the draft holds when the step opens. */
  initialNumber: string | undefined;
}

/**
 * spec §7 `GET /products/{product}/prices` with `aviosAmount` (the chosen points) and
 * `targetFfpNumber` (the recipient): the recipient step's price, with spec §4/§8's warnings.
 * A new price is kept in the draft (checkout charges what was shown) with the product's
 * price-change warning; no offer for that recipient raises its unavailable warning and holds
 * the member here; a failed call is in the error store already (the query cache reports it).
 */
export function useRecipientPrice(
  product: 'gift' | 'transfer',
  draft: CheckoutDraft | undefined,
  options: RecipientPriceOptions,
): RecipientPrice {
  const { queries, checkout, errors } = useAvios();
  const config = PRODUCTS[product];
  const currency: Currency = draft?.currency ?? 'GBP';
  const [selection, setSelection] = useState(() => selectionFromDraftData(product, draft?.data));
  const shown = useRef(selection);
  const [unavailable, setUnavailable] = useState(false);
  const [busy, setBusy] = useState(false);

  const reprice = useCallback(
    async (ffpNumber: string) => {
      const chosen = shown.current;
      if (chosen.avios === undefined) return false;
      setBusy(true);
      try {
        const query = { aviosAmount: chosen.avios, targetFfpNumber: ffpNumber };
        const bands = await queries.fetch(queries.prices(config.pricesProduct, query));
        const { selection: next, warning } = recheckAmount(product, chosen, bands, currency);
        const gone = next.avios === undefined;
        setUnavailable(gone);
        if (!gone && next !== chosen) {
          shown.current = next;
          setSelection(next);
          const data = selectionDraftData(product, next);
          if (data) checkout.update({ data });
        }
        if (warning) {
          errors.dispatch(warning, { scope: 'page' });
          return false;
        }
        // an offer again: the warning about the recipient before goes
        if (errors.getSnapshot().page?.code === config.unavailableWarning) errors.clear('page');
        return true;
      } catch {
        return false;
      } finally {
        setBusy(false);
      }
    },
    [queries, checkout, errors, config, product, currency],
  );

  /** The typed number, cleaned, when it is a membership number other than the sender's. */
  const recipientNumber = (typed: string | undefined): string | undefined => {
    const checked = validateRecipient(
      { ffpNumber: typed ?? '' },
      {
        membershipNumberMaxLength: options.maxLength,
        scheduleDateMaxDays: 0,
        today: options.today,
        ...(options.sender ? { senderFfpNumber: options.sender } : {}),
      },
    );
    if (checked.errors.ffpNumber || checked.error) return undefined;
    return checked.value.targetAccount.ffpNumber;
  };

  // a recipient already in the draft (a reload, back from checkout) is priced at once
  const [initialNumber] = useState(options.initialNumber);
  const pricedInitial = useRef(false);
  useEffect(() => {
    if (!options.ready || pricedInitial.current) return;
    pricedInitial.current = true;
    const number = recipientNumber(initialNumber);
    if (number) void reprice(number);
    // once, when the member and the page are there
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.ready]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const field = event.target as HTMLInputElement;
    const number = field.name === 'ffpNumber' ? recipientNumber(field.value) : undefined;
    if (number) void reprice(number);
  };

  return { selection, unavailable, busy, reprice, onBlur };
}
