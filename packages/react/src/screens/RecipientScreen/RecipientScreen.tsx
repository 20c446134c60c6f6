import { useEffect, useMemo, useState } from 'react';
import { PRODUCTS, formatMoney, formatPoints, selectionFromDraftData } from '@avios/sdk/rules';
import type { RecipientInput, RecipientValidation } from '@avios/sdk/rules';
import { ScreenFrame } from '../../components/ScreenFrame';
import { PageSkeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import { RecipientForm } from './RecipientForm';
import type { RecipientContent } from './recipientContent';
import { useRecipientPrice } from './useRecipientPrice';

export interface RecipientScreenProps {
  /** The product whose recipient this is (routes gift/recipient and transfer/recipient). */
  product: 'gift' | 'transfer';
  /** Sets `document.title` from content `title`. Defaults to `true`. */
  setDocumentTitle?: boolean;
}

/** Today in the member's calendar, as `YYYY-MM-DD`. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the stored draft holds of the recipient, as the form shows it. */
function typedOf(data: Record<string, unknown> | undefined): RecipientInput {
  const target = (data?.targetAccount ?? {}) as Partial<Record<string, unknown>>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    ffpNumber: text(target.ffpNumber),
    email: text(target.email),
    firstName: text(target.firstName),
    lastName: text(target.lastName),
    message: text(data?.message),
    issueDate: text(data?.issueDate),
  };
}

/**
 * spec §2 gift/recipient and transfer/recipient: the recipient step between the product page
 * and checkout, one screen for both products (content `recipientForm` by productType). What
 * the member types is kept in the checkout draft as they type, so a reload loses nothing;
 * without a chosen package or amount in the draft the member goes back to the product page.
 * The choice is priced for the recipient once a valid membership number is entered and again
 * on continue (spec §7 prices with aviosAmount and targetFfpNumber; spec §4/§8 price-change
 * and unavailable warnings); the price shown is the draft's. Continuing creates the
 * transaction (spec §7 POST /transactions?product=gift|transfer) and goes to checkout; the
 * API's recipient errors (50, 65, 66, 63) show here with the catalogue's messages.
 */
export function RecipientScreen({ product, setDocumentTitle = true }: RecipientScreenProps) {
  const { checkout, errors } = useAvios();
  const { language } = useAviosContext();
  const layout = useLayoutCopy();
  const navigation = useNavigation();
  const member = useMember();
  const start = useStartCheckout(product);
  const filter = useMemo(() => ({ productType: product }), [product]);
  const page = useContentEntry<RecipientContent>('recipientForm', filter);
  const copy: RecipientContent = page.entry ?? {};
  const config = PRODUCTS[product];

  // the draft of this product with a chosen package or amount, read once
  const [draft] = useState(() => {
    const stored = checkout.getDraft();
    if (stored?.type !== product) return undefined;
    return selectionFromDraftData(product, stored.data).avios !== undefined ? stored : undefined;
  });

  useEffect(() => {
    if (!draft) {
      navigation.navigate(config.route, { replace: true });
      return;
    }
    // editing this draft again (a stored one, or a copy of one already submitted)
    checkout.start(product, draft.data as never, { currency: draft.currency });
    // once per mount is intended; navigation changes with every location
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const user = member.user.status === 'success' ? member.user.data : undefined;
  const pageReady = page.status !== 'pending' && !member.session.loading;
  const today = localToday();
  const price = useRecipientPrice(product, draft, {
    ready: pageReady && member.session.signedIn && member.user.status !== 'pending',
    maxLength: copy.membershipNumberMaxLength ?? 9,
    today,
    sender: user?.ffpNumber,
    initialNumber: typedOf(draft?.data as Record<string, unknown>).ffpNumber,
  });

  useEffect(() => {
    if (setDocumentTitle && copy.title && typeof document !== 'undefined') {
      document.title = copy.title;
    }
  }, [setDocumentTitle, copy.title]);

  const keep = (values: RecipientInput) => {
    checkout.update({
      data: {
        targetAccount: {
          ffpNumber: values.ffpNumber ?? '',
          email: values.email ?? '',
          firstName: values.firstName ?? '',
          lastName: values.lastName ?? '',
        },
        message: values.message ?? '',
        issueDate: values.issueDate ?? '',
      },
    });
  };

  const submit = async (checked: RecipientValidation) => {
    // spec §4: a member goes on to checkout only at the price shown for this recipient (a
    // visitor signs in first, and the step prices again when it opens)
    const number = checked.value.targetAccount.ffpNumber;
    if (member.session.signedIn && !(await price.reprice(number))) return;
    void start.submit({
      data: {
        targetAccount: checked.value.targetAccount,
        message: checked.value.message,
        // an empty date means today: the SDK sends today's date (spec §7 issueDate)
        issueDate: checked.value.issueDate,
      },
    });
  };

  const loading = !draft || !pageReady;
  const { avios, price: amount } = price.selection;
  return (
    <ScreenFrame
      name={`${product}-recipient`}
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-recipient">
        {loading ? (
          <PageSkeleton label={str(layout.loadingLabel)} height="28rem" />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            {avios !== undefined && amount !== undefined && !price.unavailable ? (
              <p className="avios-recipient__price" part="price">
                {fill(str(copy.priceText), {
                  points: formatPoints(avios, language),
                  price: formatMoney(amount, draft.currency ?? 'GBP', { locale: language }),
                })}
              </p>
            ) : null}
            <div onBlur={price.onBlur}>
              <RecipientForm
                copy={copy}
                initial={typedOf(draft.data as Record<string, unknown>)}
                senderFfpNumber={user?.ffpNumber}
                language={language}
                today={today}
                busy={start.busy || price.busy}
                onChange={keep}
                onSubmit={(checked) => void submit(checked)}
                onSelf={() => errors.dispatch('api_error_50', { scope: 'page' })}
                onBack={() => navigation.navigate(config.route)}
              />
            </div>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
