import { useEffect, useRef, useState } from 'react';
import { checkoutTargetPath, formatPoints } from '@avios/sdk';
import type { Currency, PurchaseSelection } from '@avios/sdk';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ScreenFrame } from '../../components/ScreenFrame';
import { LoadingRegion, Skeleton } from '../../components/Skeleton';
import { fill, str } from '../../content/contentFields';
import { useAvios } from '../../hooks/useAvios';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { useNavigation } from '../../hooks/useNavigation';
import { usePrefetchContent } from '../../hooks/usePrefetchContent';
import { BottomBar } from './BottomBar';
import { PackageCard } from './PackageCard';
import { PurchaseFilters } from './PurchaseFilters';
import type { PurchaseContent } from './purchaseContent';
import { usePurchasePackages } from './usePurchasePackages';

const PURCHASE_FILTER = { productType: 'purchase' };
// spec §2: product pages prefetch content for booster and checkout page types
const PREFETCH = ['checkoutPage', 'boosterPage'] as const;

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
        <div className="avios-filters">
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
export function PurchaseScreen({
  setDocumentTitle = true,
  onSelectionChange,
}: PurchaseScreenProps) {
  const page = useContentEntry<PurchaseContent>('purchasePage', PURCHASE_FILTER);
  usePrefetchContent(PREFETCH);
  const layout = useLayoutCopy();
  const { language } = useAviosContext();
  const navigation = useNavigation();
  const member = useMember();
  const state = usePurchasePackages(member);
  const { checkout } = useAvios();
  const [busy, setBusy] = useState(false);
  const copy: PurchaseContent = page.entry ?? {};
  const { session, balance } = member;

  // Report selection changes, not the first (empty) selection of the mount.
  const reported = useRef(state.selection);
  useEffect(() => {
    if (reported.current === state.selection) return;
    reported.current = state.selection;
    onSelectionChange?.(state.selection, state.currency);
  }, [state.selection, state.currency, onSelectionChange]);

  useEffect(() => {
    if (setDocumentTitle && copy.metaTitle && typeof document !== 'undefined')
      document.title = copy.metaTitle;
  }, [setDocumentTitle, copy.metaTitle]);

  const login = () => void session.login({ returnTo: navigation.href(navigation.currentPath) });
  const onContinue = async () => {
    // spec §2: continuing requires sign-in; the member comes back to this very URL
    if (!session.signedIn) return login();
    const { purchaseAvios, purchasePrice, bonusAvios = 0 } = state.selection;
    if (busy || purchaseAvios === undefined || purchasePrice === undefined) return;
    setBusy(true);
    checkout.start(
      'purchase',
      {
        purchaseAvios,
        purchasePrice,
        bonusAvios,
        pricePerAvios: purchasePrice / purchaseAvios,
        aviosTotal: purchaseAvios + bonusAvios,
        priceTotal: purchasePrice,
      },
      { currency: state.currency },
    );
    // the controller reports a failure to the error store itself (scope page)
    const next = await checkout.submit();
    if (next.status === 'navigating') navigation.navigate(checkoutTargetPath(next.target));
    else setBusy(false);
  };

  const loading =
    page.status === 'pending' ||
    state.status === 'pending' ||
    (session.signedIn && balance.status === 'pending');
  return (
    <ScreenFrame
      name="purchase"
      {...(layout.closeLabel ? { dismissLabel: layout.closeLabel } : {})}
    >
      <div className="avios-container avios-section avios-purchase">
        {loading ? (
          <PurchaseSkeleton label={str(layout.loadingLabel)} />
        ) : (
          <>
            <h1>{str(copy.title)}</h1>
            {copy.intro ? <p>{copy.intro}</p> : null}
            {session.signedIn && balance.status === 'success' && balance.data.amount !== null ? (
              <p className="avios-purchase__balance">
                {fill(str(copy.balanceText), {
                  points: formatPoints(balance.data.amount, language),
                })}
              </p>
            ) : null}
            {!session.signedIn ? (
              <Card
                as="section"
                className="avios-login-prompt"
                labelledBy="avios-login-prompt-title"
              >
                <h2 id="avios-login-prompt-title">{str(copy.loginPromptTitle)}</h2>
                <p>{str(copy.loginPromptText)}</p>
                <Button variant="secondary" onClick={login}>
                  {str(copy.loginPromptButtonText)}
                </Button>
              </Card>
            ) : null}
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
                <h2>{str(copy.emptyStateTitle)}</h2>
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
                    selected={state.selection.purchaseAvios === pkg.avios}
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
          busy={busy}
          onContinue={() => void onContinue()}
        />
      ) : null}
    </ScreenFrame>
  );
}
