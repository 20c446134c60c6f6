import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { formatPoints, selectionDraftData } from '@avios/sdk/rules';
import type { Currency } from '@avios/sdk';
import type { ProductSelection, PurchaseSelection } from '@avios/sdk/rules';
import { GiftTransferToggle } from '../../components/GiftTransferToggle';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { LoadingRegion, Skeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useProductPackages } from '../../hooks/useProductPackages';
import type { PackageProduct } from '../../hooks/useProductPackages';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import { BottomBar } from './BottomBar';
import { PackageCard } from './PackageCard';
import { PurchaseFilters } from './PurchaseFilters';
import type { PurchaseContent } from './purchaseContent';

export interface PackagesScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
  /**
   * Called after the member selects or unselects a package (an empty selection when
   * cleared), with the currency shown. Defaults to `undefined`.
   */
  onChoiceChange?: (selection: ProductSelection, currency: Currency) => void;
  /** Shown above the heading (the gift page's gift/transfer toggle). */
  before?: ReactNode;
}

export interface PurchaseScreenProps {
  /** Sets `document.title` from content `metaTitle`. Defaults to `true`. */
  setDocumentTitle?: boolean;
  /**
   * Called after the member selects or unselects a package (an empty selection when
   * cleared), with the currency shown; the `<avios-purchase>` element turns it into its
   * `avios-package-select` event. Defaults to `undefined`.
   */
  onSelectionChange?: (selection: PurchaseSelection, currency: Currency) => void;
}

/**
 * The whole page while its copy, the packages or the member's balance load: swapped for the
 * page in one step, so nothing on it moves as the parts arrive one by one.
 */
function PurchaseSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div aria-hidden="true">
        <Skeleton width="50%" height="2.25rem" style={{ marginBottom: '0.5em' }} />
        <Skeleton width="80%" height="1.5rem" style={{ marginBottom: '0.75em' }} />
        <div className="avios-filters" part="filters">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} width="14rem" height="4.25rem" />
          ))}
        </div>
        <ul className="avios-grid avios-grid--packages">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton height="13.5rem" />
            </li>
          ))}
        </ul>
      </div>
    </LoadingRegion>
  );
}

/**
 * spec §2/§4 purchase page: packages from the price bands, size/sort/currency filters kept
 * in the URL, select/unselect, price-change and unavailable warnings, disabling rules, a
 * login prompt for visitors, and a bottom bar whose button signs in or starts checkout.
 * Content type `purchasePage` (productType purchase).
 */
export function PurchaseScreen({ setDocumentTitle, onSelectionChange }: PurchaseScreenProps) {
  const onChoiceChange = onSelectionChange
    ? (selection: ProductSelection, currency: Currency) =>
        onSelectionChange(
          selection.avios === undefined
            ? {}
            : {
                purchaseAvios: selection.avios,
                ...(selection.price !== undefined ? { purchasePrice: selection.price } : {}),
                ...(selection.bonusAvios !== undefined ? { bonusAvios: selection.bonusAvios } : {}),
              },
          currency,
        )
    : undefined;
  return (
    <PackagesScreen
      product="purchase"
      {...(setDocumentTitle !== undefined ? { setDocumentTitle } : {})}
      {...(onChoiceChange ? { onChoiceChange } : {})}
    />
  );
}

export type GiftScreenProps = Omit<PackagesScreenProps, 'before'>;

/**
 * spec §2 gift page: gift packages priced by `GET /products/gift/prices` (generic for
 * visitors), the purchase page's filters, the gift/transfer toggle, and on to the recipient
 * step. Content `purchasePage` (productType gift).
 */
export function GiftScreen(props: GiftScreenProps) {
  return (
    <PackagesScreen product="gift" before={<GiftTransferToggle current="gift" />} {...props} />
  );
}

/**
 * The page of a package product (purchase, gift; spec §2): the same page for each, its
 * copy from `purchasePage` by productType and its prices, warnings and next step from the
 * SDK's product table. Gift goes on to the recipient step, purchase to checkout.
 */
export function PackagesScreen({
  product,
  setDocumentTitle = true,
  onChoiceChange,
  before,
}: PackagesScreenProps & { product: PackageProduct }) {
  const page = useContentEntry<PurchaseContent>('purchasePage', { productType: product });
  usePrefetchContent(PRODUCT_PAGE_PREFETCH);
  const layout = useLayoutCopy();
  const { language } = useAviosContext();
  const member = useMember();
  const state = useProductPackages(product, member);
  const start = useStartCheckout(product);
  const copy: PurchaseContent = page.entry ?? {};
  const { session, balance } = member;

  // Report selection changes, not the first selection of the mount.
  const reported = useRef(state.selection);
  useEffect(() => {
    if (reported.current === state.selection) return;
    reported.current = state.selection;
    onChoiceChange?.(state.selection, state.currency);
  }, [state.selection, state.currency, onChoiceChange]);

  useEffect(() => {
    if (setDocumentTitle && copy.metaTitle && typeof document !== 'undefined')
      document.title = copy.metaTitle;
  }, [setDocumentTitle, copy.metaTitle]);

  const login = () => void start.login();
  const onContinue = () => {
    const data = selectionDraftData(product, state.selection);
    if (!session.signedIn) return login();
    if (data) void start.begin(data, { currency: state.currency });
  };

  const loading =
    page.status === 'pending' ||
    state.status === 'pending' ||
    (session.signedIn && balance.status === 'pending');
  return (
    <ScreenFrame name={product} {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}>
      <div className="avios-container avios-section avios-purchase">
        {before}
        {loading ? (
          <PurchaseSkeleton label={str(layout.loadingLabel)} />
        ) : (
          <>
            <h1 part="title">{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            {session.signedIn && balance.status === 'success' && balance.data.amount !== null ? (
              <p className="avios-purchase__balance">
                {fill(str(copy.balanceText), {
                  points: formatPoints(balance.data.amount, language),
                })}
              </p>
            ) : null}
            {!session.signedIn ? <LoginPrompt copy={copy} onLogin={login} /> : null}
            {state.status === 'success' ? (
              <PurchaseFilters
                copy={copy}
                query={state.query}
                currency={state.currency}
                currencies={state.currencies}
                onChange={state.setQuery}
              />
            ) : null}
            {state.status === 'success' && state.packages.length === 0 ? (
              <div className="avios-empty" role="status">
                <h2 part="heading">{str(copy.emptyStateTitle)}</h2>
                <p>{str(copy.emptyStateText)}</p>
              </div>
            ) : (
              <ul className="avios-grid avios-grid--packages">
                {state.packages.map((pkg) => (
                  <PackageCard
                    key={pkg.avios}
                    copy={copy}
                    pkg={pkg}
                    locale={language}
                    selected={state.selection.avios === pkg.avios}
                    disabled={state.disabled || !pkg.available}
                    onToggle={() => state.toggle(pkg)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {!loading ? (
        <BottomBar
          copy={copy}
          selection={state.selection}
          currency={state.currency}
          locale={language}
          disabled={state.disabled}
          busy={start.busy}
          onContinue={onContinue}
        />
      ) : null}
    </ScreenFrame>
  );
}
