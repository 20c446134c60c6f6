import type { ReactNode } from 'react';
import type { Currency } from '@avios/sdk';
import type { ProductSelection, PurchaseSelection } from '@avios/sdk/rules';
import { GiftTransferToggle } from '../../components/GiftTransferToggle';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ScreenFrame } from '../../components/ScreenFrame';
import { fill, str } from '../../content/contentFields';
import type { PackageProduct } from '../../hooks/useProductPackages';
import { BottomBar } from './BottomBar';
import { PackageCard } from './PackageCard';
import { PurchaseFilters } from './PurchaseFilters';
import { PurchaseSkeleton } from './PurchaseSkeleton';
import { usePackagesPage } from './usePackagesPage';

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
  const page = usePackagesPage(product, { setDocumentTitle, onChoiceChange });
  const { copy, layout, language, loading, state } = page;
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
            {page.balance !== undefined ? (
              <p className="avios-purchase__balance">
                {fill(str(copy.balanceText), { points: page.balance })}
              </p>
            ) : null}
            {!page.signedIn ? <LoginPrompt copy={copy} onLogin={page.login} /> : null}
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
          busy={page.busy}
          onContinue={page.onContinue}
        />
      ) : null}
    </ScreenFrame>
  );
}
