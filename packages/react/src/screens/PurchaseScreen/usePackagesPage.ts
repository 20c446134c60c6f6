import { useEffect, useRef } from 'react';
import { formatPoints, selectionDraftData } from '@avios/sdk/rules';
import type { Currency } from '@avios/sdk';
import type { ProductSelection } from '@avios/sdk/rules';
import { useAviosContext } from '../../hooks/useAviosContext';
import { useContentEntry } from '../../hooks/useContent';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLayoutCopy } from '../../hooks/useLayoutCopy';
import { useMember } from '../../hooks/useMember';
import { PRODUCT_PAGE_PREFETCH, usePrefetchContent } from '../../hooks/usePrefetchContent';
import { useProductPackages } from '../../hooks/useProductPackages';
import type { PackageProduct } from '../../hooks/useProductPackages';
import { useStartCheckout } from '../../hooks/useStartCheckout';
import type { PurchaseContent } from './purchaseContent';

export interface PackagesPageOptions {
  setDocumentTitle: boolean;
  onChoiceChange?: ((selection: ProductSelection, currency: Currency) => void) | undefined;
}

/**
 * A package product page's data (spec §2/§4): its copy by productType, the packages and the
 * selection from `useProductPackages`, the member's balance, selection changes reported to
 * the host, and the next step (sign in, the recipient step or checkout).
 */
export function usePackagesPage(product: PackageProduct, options: PackagesPageOptions) {
  const { setDocumentTitle, onChoiceChange } = options;
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

  useDocumentTitle(copy.metaTitle, setDocumentTitle);

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
  return {
    copy,
    layout,
    language,
    loading,
    signedIn: session.signedIn,
    /** The member's balance, formatted, once known. */
    balance:
      session.signedIn && balance.status === 'success' && balance.data.amount !== null
        ? formatPoints(balance.data.amount, language)
        : undefined,
    state,
    busy: start.busy,
    login,
    onContinue,
  };
}
